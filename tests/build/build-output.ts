import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFilesIn } from './site-checks.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'

/** The fixture build as a preview (tests/support/fixture-build.ts): the build most checks read. */
export const buildDir = SPEC_BUILD.preview

export function assertBuilt() {
  if (!existsSync(join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run the build checks (npm run test:build).`)
}

/** Every HTML file of the build, as paths relative to dist/ with forward slashes. */
export function builtHtmlFiles(): Array<string> {
  assertBuilt()
  return htmlFilesIn(buildDir)
}
