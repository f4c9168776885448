import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { HOST_SECRETS } from '../fixtures/site.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'

// The sign-in secrets live in the host's environment for the functions (docs/deploy.md 'The CMS'); a build that runs
// with them in its environment, as a host's build does, must publish none of them.

function filesIn(dir: string): Array<string> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

test('a build run with the sign-in secrets in its environment writes them into no file of dist/', () => {
  const files = filesIn(SPEC_BUILD.launched)
  expect(files.length).toBeGreaterThan(60)
  const secret = Buffer.from(HOST_SECRETS.GITHUB_CLIENT_SECRET)
  expect(files.filter((file) => readFileSync(file).includes(secret))).toEqual([])
})
