import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { htmlFilesIn } from '../../scripts/site-checks.ts'

/** Helpers for checks over build/client after `npm run build`. */
export const buildDir = resolve(import.meta.dirname, '..', '..', 'build', 'client')

export function assertBuilt() {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('No build: run `npm run build` before the build checks.')
}

/** Every HTML file of the build, as paths relative to build/client with forward slashes. */
export function builtHtmlFiles(): Array<string> {
  assertBuilt()
  return htmlFilesIn(buildDir)
}
