import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { projectRoot } from '../../server/build-state.ts'
import { addFixturePictures } from '../fixtures/pictures.ts'
import { addJobOpening, HOST_SECRETS, SUPPLIED, supplyFacts } from '../fixtures/site.ts'
import { SPEC_ROOT } from '../fixtures/specification.ts'
import { copyProject } from './project-copy.ts'

/**
 * The builds the tests hold to the specification: the project with content/ replaced by the fixture content
 * (tests/fixtures/spec), as a preview, and launched (every preview value and fact to confirm supplied, one job opening published and the
 * owner's pictures set: tests/fixtures/site.ts, pictures.ts). Each is a copy of the project in a folder of its own
 * outside it, kept between runs and rebuilt when the code or the fixtures are newer than its build; the owner's dist/
 * is never used by these tests.
 */
export type FixtureState = 'preview' | 'launched'

const ROOT = join(tmpdir(), `tandemdesk-fixtures-${createHash('sha256').update(projectRoot).digest('hex').slice(0, 12)}`)

/** The project copy of a fixture build; its dist/ is the build. */
export const fixtureProject = (state: FixtureState) => join(ROOT, state)

export const SPEC_BUILD = { preview: join(fixtureProject('preview'), 'dist'), launched: join(fixtureProject('launched'), 'dist') }

const SOURCES = ['src', 'scripts', 'server', 'public', 'tests/fixtures', 'astro.config.ts', 'package-lock.json']

function newest(path: string): number {
  if (!existsSync(path)) return 0
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs
  return Math.max(
    0,
    ...readdirSync(path, { recursive: true, withFileTypes: true }).map((entry) =>
      entry.isFile() ? statSync(join(entry.parentPath, entry.name)).mtimeMs : 0,
    ),
  )
}

function isFresh(state: FixtureState): boolean {
  const stamp = join(SPEC_BUILD[state], 'index.html')
  if (!existsSync(stamp)) return false
  const built = statSync(stamp).mtimeMs
  return SOURCES.every((source) => newest(join(projectRoot, source)) < built)
}

function npmRun(script: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

function supplyLaunchValues(copy: string) {
  const siteFile = join(copy, 'content', 'site.yaml')
  const document = parseDocument(readFileSync(siteFile, 'utf8'))
  for (const [path, value] of Object.entries(SUPPLIED)) {
    const keys = path.split('.')
    if (!document.hasIn(keys)) throw new Error(`launch fixture: content/site.yaml has no ${path}`)
    document.setIn(keys, value)
  }
  writeFileSync(siteFile, document.toString())
}

/** The fixture build of `state`, built first when it is missing or older than its sources; its dist/ folder. */
export async function ensureFixtureBuild(state: FixtureState): Promise<string> {
  if (isFresh(state)) return SPEC_BUILD[state]
  const copy = fixtureProject(state)
  rmSync(copy, { recursive: true, force: true })
  copyProject('', copy)
  rmSync(join(copy, 'content'), { recursive: true, force: true })
  cpSync(join(projectRoot, SPEC_ROOT, 'content'), join(copy, 'content'), { recursive: true })
  if (state === 'launched') {
    supplyLaunchValues(copy)
    supplyFacts(copy)
    addJobOpening(copy)
    await addFixturePictures(copy)
  }
  const built = state === 'launched' ? await npmRun('build:production', copy, HOST_SECRETS) : await npmRun('build', copy)
  if (built.status !== 0) throw new Error(`the ${state} fixture build failed:\n${built.output}`)
  return SPEC_BUILD[state]
}
