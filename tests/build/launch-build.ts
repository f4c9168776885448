import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { parseDocument, stringify } from 'yaml'
import { projectRoot } from '../../server/build-state.ts'
import { addFixturePictures } from '../fixtures/pictures.ts'
import { HOST_SECRETS, JOB_OPENING, SUPPLIED } from '../fixtures/site.ts'

/**
 * Global setup of the build checks: the production build (`npm run build:production`) run twice in a copy of the
 * project, first with content/site.yaml as shipped (preview values: it must refuse), then with every preview value
 * replaced by a supplied-looking fixture, one job opening published and the owner's pictures set (a photo uploaded
 * as the sales page's hero, a stock photo as one article's cover: tests/fixtures/pictures.ts). It must build; the
 * tests read the second build as "the launched site".
 * The fixture values exist only in this copy; none is published. The supplied build runs with the sign-in secrets in
 * its environment, as a host that builds and runs the functions has them (tests/build/secrets.test.ts).
 */

export type LaunchBuild = {
  /** The supplied build's output folder. */
  dir: string
  /** The site record of that build, as the copy's content/site.yaml says. */
  supplied: Record<string, string>
  /** `npm run build:production` with the shipped preview values. */
  refused: { status: number | null; stdout: string; stderr: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    launchBuild: LaunchBuild
  }
}

function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'tandemdesk-launch-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
  for (const file of files.split('\0').filter(Boolean)) {
    if (!existsSync(join(projectRoot, file))) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(projectRoot, file), join(copy, file))
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')
  // Generated images are cached by their input, so the copy's build can share the cache.
  mkdirSync(join(projectRoot, '.cache'), { recursive: true })
  symlinkSync(join(projectRoot, '.cache'), join(copy, '.cache'), 'dir')
  return copy
}

function buildProduction(cwd: string, env: NodeJS.ProcessEnv = {}) {
  return spawnSync('npm', ['run', '--silent', 'build:production'], { cwd, encoding: 'utf8', env: { ...process.env, ...env } })
}

export async function setup(project: TestProject) {
  const copy = copyProject()
  const refused = buildProduction(copy)
  const siteFile = join(copy, 'content', 'site.yaml')
  const document = parseDocument(readFileSync(siteFile, 'utf8'))
  for (const [path, value] of Object.entries(SUPPLIED)) {
    const keys = path.split('.')
    if (!document.hasIn(keys)) throw new Error(`launch fixture: content/site.yaml has no ${path}`)
    document.setIn(keys, value)
  }
  writeFileSync(siteFile, document.toString())
  const { id, ...opening } = JOB_OPENING
  writeFileSync(join(copy, 'content', 'jobs', `${id}.yaml`), stringify(opening, { defaultStringType: 'QUOTE_SINGLE' }))
  await addFixturePictures(copy)
  const built = buildProduction(copy, HOST_SECRETS)
  if (built.status !== 0) {
    throw new Error(`launch fixture: npm run build:production failed with every value supplied:\n${built.stdout}${built.stderr}`)
  }
  project.provide('launchBuild', {
    dir: join(copy, 'dist'),
    supplied: SUPPLIED,
    refused: { status: refused.status, stdout: refused.stdout, stderr: refused.stderr },
  })
  return () => rmSync(copy, { recursive: true, force: true })
}
