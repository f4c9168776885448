import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../../server/build-state.ts'

/**
 * Issue 18: `npm run lint` fails on an unused dependency. knip (knip.config.ts) runs over a copy of the project's
 * tracked files, once as it is and once with a dependency nothing imports added to package.json.
 */
let copy: string

function knip(): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules', 'knip', 'bin', 'knip.js'), '--no-progress'], {
    cwd: copy,
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'lint-dependencies-'))
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: projectRoot, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of tracked) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(projectRoot, file), join(copy, file))
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')
}, 60_000)

afterAll(() => rmSync(copy, { recursive: true, force: true }))

test('the project as committed passes knip', () => {
  const { status, output } = knip()
  expect(output).not.toMatch(/Unused (dependencies|devDependencies|files|exports)/)
  expect(status).toBe(0)
}, 120_000)

test('a dependency nothing imports fails knip, named', () => {
  const manifest = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  manifest.dependencies['left-pad'] = '^1.3.0'
  writeFileSync(join(copy, 'package.json'), JSON.stringify(manifest, null, 2))
  const { status, output } = knip()
  expect(status).toBe(1)
  expect(output).toMatch(/Unused dependencies[^\n]*\n\s*left-pad/)
}, 120_000)
