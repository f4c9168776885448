import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../server/build-state.ts'

/** Helpers shared by the measuring scripts (`npm run lighthouse`, `npm run bench`). */
export const reportsDir = join(projectRoot, 'reports')

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: ReadonlyArray<number>): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Bytes as KB with one decimal (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** Writes reports/<name>.json and reports/<name>.md. */
export function writeReport(name: string, data: unknown, markdown: string) {
  mkdirSync(reportsDir, { recursive: true })
  writeFileSync(join(reportsDir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`)
  writeFileSync(join(reportsDir, `${name}.md`), markdown)
  console.log(`Wrote reports/${name}.json and reports/${name}.md`)
}
