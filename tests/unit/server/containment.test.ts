import { readFileSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  createFixtureSite,
  FIXTURE_FILES,
  rawRequest,
  requestText,
  SECRETS,
  startServer,
  type RunningServer,
} from './fixture-site.ts'

/**
 * Symbolic links inside the build that point out of it (issue 18): the server serves only files whose real path is
 * inside the build root, and never walks into a linked folder when it indexes the build. A build never contains
 * such a link today; these tests make sure the server does not depend on that.
 */

const HOST_NAME = readFileSync('/etc/hostname', 'utf8').trim()
const PASSWD_LINE = 'root:x:0:0'
/** Streamed rather than held in memory, whatever the server's size limit for that is. */
const LARGE = 'L'.repeat(2 * 1024 * 1024)

let root: string
let site: RunningServer

beforeAll(async () => {
  root = createFixtureSite({ ...FIXTURE_FILES, 'assets/large-abc123.bin': LARGE, 'assets/large-def456.js': LARGE })
  const parent = dirname(root)
  symlinkSync('/etc', join(root, 'x'))
  symlinkSync('/etc/hostname', join(root, 'secret.txt'))
  symlinkSync(parent, join(root, 'up'))
  symlinkSync(join(parent, 'secret.txt'), join(root, 'assets', 'leak-abc123.txt'))
  // Links that stay inside the root: a file is served under its link's name, a folder is still not entered.
  symlinkSync(join(root, 'robots.txt'), join(root, 'robots-copy.txt'))
  symlinkSync(join(root, 'assets'), join(root, 'assets-again'))
  site = await startServer(root)
})

afterAll(async () => {
  await site.close()
})

function expectNoOutsideContent(body: string) {
  expect(body).not.toContain(PASSWD_LINE)
  expect(body).not.toContain(SECRETS.outsideRoot)
  if (HOST_NAME.length >= 4) expect(body).not.toContain(HOST_NAME)
}

test.each([
  ['/x/passwd', 'a file in a linked folder outside the root'],
  ['/x/hostname', 'another file in that folder'],
  ['/secret.txt', 'a link to a file outside the root'],
  ['/up/secret.txt', 'a file in a linked parent folder'],
  ['/assets/leak-abc123.txt', 'a link to a file outside the root in an asset folder'],
  ['/assets-again/app-abc123.js', 'a file in a linked folder that points inside the root'],
])('GET %s (%s) answers 404 with the not-found page', async (path) => {
  const reply = await rawRequest(site.port, requestText(path))
  expect(reply.status).toBe(404)
  expect(reply.body).toContain('Oops! Page not found')
  expectNoOutsideContent(reply.raw)
})

test('a linked file that resolves inside the root is served', async () => {
  const reply = await rawRequest(site.port, requestText('/robots-copy.txt'))
  expect(reply.status).toBe(200)
  expect(reply.body).toBe(FIXTURE_FILES['robots.txt'])
})

test('a streamed file replaced by a link out of the root after startup answers 404, not the outside file', async () => {
  const file = join(root, 'assets', 'large-abc123.bin')
  expect((await rawRequest(site.port, requestText('/assets/large-abc123.bin'))).status).toBe(200)
  rmSync(file)
  symlinkSync('/etc/passwd', file)
  const reply = await rawRequest(site.port, requestText('/assets/large-abc123.bin'))
  expect(reply.status).toBe(404)
  expectNoOutsideContent(reply.raw)
})

test('a precompressed copy of a streamed file replaced by a link out of the root is not sent', async () => {
  const copy = join(root, 'assets', 'large-def456.js.br')
  rmSync(copy)
  symlinkSync(join(dirname(root), 'secret.txt'), copy)
  const reply = await rawRequest(site.port, requestText('/assets/large-def456.js', { headers: { 'Accept-Encoding': 'br' } }))
  expectNoOutsideContent(reply.raw)
  expect(reply.status).toBe(200)
  expect(reply.headers['content-encoding']).toBeUndefined()
  expect(reply.body.startsWith('L'.repeat(1000))).toBe(true)
})

test('a file held in memory and replaced by a link out of the root still answers what it held', async () => {
  const file = join(root, 'assets', 'app-abc123.css')
  rmSync(file)
  symlinkSync(join(dirname(root), 'secret.txt'), file)
  const reply = await rawRequest(site.port, requestText('/assets/app-abc123.css'))
  expectNoOutsideContent(reply.raw)
  expect(reply.body).toBe(FIXTURE_FILES['assets/app-abc123.css'])
})
