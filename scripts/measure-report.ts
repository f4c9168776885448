import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../server/build-state.ts'

export const reportsDir = join(projectRoot, 'reports')

export function median(values: ReadonlyArray<number>): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function formatBytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

export function writeReport(name: string, data: unknown, markdown: string) {
  mkdirSync(reportsDir, { recursive: true })
  writeFileSync(join(reportsDir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`)
  writeFileSync(join(reportsDir, `${name}.md`), markdown)
  console.log(`Wrote reports/${name}.json and reports/${name}.md`)
}
