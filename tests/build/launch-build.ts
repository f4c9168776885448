import { spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { parseDocument } from 'yaml'
import { isBuildStale, projectRoot } from '../../server/build-state.ts'
import { addFixturePictures } from '../fixtures/pictures.ts'
import { addJobOpening, HOST_SECRETS, SUPPLIED } from '../fixtures/site.ts'
import { copyProject } from '../support/project-copy.ts'

/**
 * Global setup of the build checks: `npm run build` when dist/ is missing or stale, and beside it the production build
 * (`npm run build:production`) run twice in a copy of the project, first with content/site.yaml as shipped (preview
 * values: it must refuse), then with every preview value replaced by a supplied-looking fixture, one job opening
 * published and the owner's pictures set (a photo uploaded as the sales page's hero, a stock photo as one article's
 * cover: tests/fixtures/pictures.ts). It must build; the tests read the second build as "the launched site".
 * The fixture values exist only in this copy; none is published. The supplied build runs with the sign-in secrets in
 * its environment, as a host that builds and runs the functions has them (tests/build/secrets.test.ts).
 */

type Run = { status: number | null; stdout: string; stderr: string }

export type LaunchBuild = {
  /** The supplied build's output folder. */
  dir: string
  /** The site record of that build, as the copy's content/site.yaml says. */
  supplied: Record<string, string>
  /** `npm run build:production` with the shipped preview values. */
  refused: Run
}

declare module 'vitest' {
  export interface ProvidedContext {
    launchBuild: LaunchBuild
  }
}

function npmRun(script: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd, env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

export async function setup(project: TestProject) {
  // The preview in dist/ (when missing or older than its sources) builds beside the launched site: a build keeps one
  // core busy, and this machine has two.
  const preview = isBuildStale() ? npmRun('build', projectRoot) : null
  const copy = copyProject('tandemdesk-launch-')
  const refused = await npmRun('build:production', copy)
  const siteFile = join(copy, 'content', 'site.yaml')
  const document = parseDocument(readFileSync(siteFile, 'utf8'))
  for (const [path, value] of Object.entries(SUPPLIED)) {
    const keys = path.split('.')
    if (!document.hasIn(keys)) throw new Error(`launch fixture: content/site.yaml has no ${path}`)
    document.setIn(keys, value)
  }
  writeFileSync(siteFile, document.toString())
  addJobOpening(copy)
  await addFixturePictures(copy)
  const built = await npmRun('build:production', copy, HOST_SECRETS)
  if (built.status !== 0) {
    throw new Error(`launch fixture: npm run build:production failed with every value supplied:\n${built.stdout}${built.stderr}`)
  }
  const previewBuilt = await preview
  if (previewBuilt && previewBuilt.status !== 0) {
    throw new Error(`npm run build failed:\n${previewBuilt.stdout}${previewBuilt.stderr}`)
  }
  project.provide('launchBuild', {
    dir: join(copy, 'dist'),
    supplied: SUPPLIED,
    refused,
  })
  return () => rmSync(copy, { recursive: true, force: true })
}
