import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFilesIn } from './site-checks.ts'
import { buildDir } from '../../server/build-state.ts'

export { buildDir }

/** Helpers for checks over dist/ after `npm run build`. */

export function assertBuilt() {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('No build: run `npm run build` before the build checks.')
}

/** Every HTML file of the build, as paths relative to dist/ with forward slashes. */
export function builtHtmlFiles(): Array<string> {
  assertBuilt()
  return htmlFilesIn(buildDir)
}
