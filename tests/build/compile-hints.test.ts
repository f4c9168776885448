import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { assertBuilt, buildDir } from './build-output.ts'

// docs/decisions/015-short-tasks-while-hydrating.md: Chromium compiles a file with this first line while it streams in.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

assertBuilt()
const assets = join(buildDir, 'assets')
const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'))

test('the build has JavaScript chunks to check', () => {
  expect(chunks.length).toBeGreaterThan(10)
})

test.each(chunks)('%s starts with V8’s compile hint', (chunk) => {
  expect(readFileSync(join(assets, chunk), 'utf8').startsWith(COMPILE_HINT)).toBe(true)
})
