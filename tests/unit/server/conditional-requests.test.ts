import { cpSync, mkdtempSync, renameSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseHttpDate } from '../../../server/conditional.ts'
import { createFixtureSite, FIXTURE_FILES, rawRequest, requestText, startServer } from './fixture-site.ts'

/**
 * Conditional and range requests as RFC 9110 §13 defines them, over `dist` as the build leaves it: a link to the
 * build's folder, which the next build replaces (docs/decisions/039-atomic-builds.md). A resumed download must never
 * splice two builds, so its validator changes with the build even when a file keeps its size and time.
 */

const ROBOTS = FIXTURE_FILES['robots.txt']!
// The same length as ROBOTS, written at the same time: only the build tells the two apart.
const NEXT_ROBOTS = ROBOTS.replace('Allow', 'Deny!')
const WRITTEN = new Date('2026-11-30T10:00:00.700Z')

let dist = ''
let nextBuild = ''
let site: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  const first = createFixtureSite()
  nextBuild = join(mkdtempSync(join(tmpdir(), 'next-build-')), 'site')
  cpSync(first, nextBuild, { recursive: true })
  writeFileSync(join(nextBuild, 'robots.txt'), NEXT_ROBOTS)
  for (const build of [first, nextBuild]) utimesSync(join(build, 'robots.txt'), WRITTEN, WRITTEN)
  dist = join(mkdtempSync(join(tmpdir(), 'dist-link-')), 'dist')
  symlinkSync(first, dist)
  site = await startServer(dist)
})

afterAll(async () => {
  await site.close()
})

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(site.port, requestText(target, { headers }))

/** Points `dist` at the next build in one rename, as scripts/build.ts does. */
function publishNextBuild() {
  const link = `${dist}.next`
  symlinkSync(nextBuild, link)
  renameSync(link, dist)
}

test('If-Range with the build’s entity tag gets the range; a stale tag or a date gets the whole file', async () => {
  const first = await get('/robots.txt')
  expect(first.headers.etag).toMatch(/^"[^"]+"$/)
  const current = await get('/robots.txt', { Range: 'bytes=0-4', 'If-Range': first.headers.etag! })
  expect(current.status).toBe(206)
  expect(current.body.toString()).toBe(ROBOTS.slice(0, 5))
  expect(current.headers['content-range']).toBe(`bytes 0-4/${ROBOTS.length}`)
  publishNextBuild()
  const fresh = await get('/robots.txt')
  expect(fresh.headers['last-modified']).toBe(first.headers['last-modified'])
  expect(fresh.headers.etag).not.toBe(first.headers.etag)
  const stale = await get('/robots.txt', { Range: 'bytes=5-', 'If-Range': first.headers.etag! })
  expect(stale.status).toBe(200)
  expect(stale.body.toString()).toBe(NEXT_ROBOTS)
  const dated = await get('/robots.txt', { Range: 'bytes=5-', 'If-Range': fresh.headers['last-modified']! })
  expect(dated.status).toBe(200)
  expect(dated.body.toString()).toBe(NEXT_ROBOTS)
  const resumed = await get('/robots.txt', { Range: 'bytes=5-', 'If-Range': fresh.headers.etag! })
  expect(resumed.status).toBe(206)
  expect(resumed.body.toString()).toBe(NEXT_ROBOTS.slice(5))
})

test('If-Modified-Since answers 304 for a copy as new as the file, and the page for an older one', async () => {
  const page = await get('/about', { 'Accept-Encoding': 'br' })
  const lastModified = page.headers['last-modified']!
  const notModified = await get('/about', { 'Accept-Encoding': 'br', 'If-Modified-Since': lastModified })
  expect(notModified.status).toBe(304)
  expect(notModified.body.length).toBe(0)
  expect(notModified.headers.etag).toBe(page.headers.etag)
  expect(notModified.headers['cache-control']).toBe('no-cache')
  expect(notModified.headers.vary).toBe('Accept-Encoding')
  const older = new Date(Date.parse(lastModified) - 1000).toUTCString()
  expect((await get('/about', { 'If-Modified-Since': older })).status).toBe(200)
  // An entity tag outranks the date: a tag that does not match means the client's copy is not this one.
  expect((await get('/about', { 'If-Modified-Since': lastModified, 'If-None-Match': '"other"' })).status).toBe(200)
  expect((await get('/about', { 'If-Modified-Since': 'yesterday' })).status).toBe(200)
})

test('If-None-Match answers 304 only for the entity tag of the copy the client would get', async () => {
  const brotli = await get('/about', { 'Accept-Encoding': 'br' })
  const plain = await get('/about')
  expect(brotli.headers.etag).not.toBe(plain.headers.etag)
  expect((await get('/about', { 'Accept-Encoding': 'br', 'If-None-Match': brotli.headers.etag! })).status).toBe(304)
  expect((await get('/about', { 'If-None-Match': `"x", W/${plain.headers.etag!}` })).status).toBe(304)
  expect((await get('/about', { 'If-None-Match': brotli.headers.etag! })).status).toBe(200)
})

test('If-Match and If-Unmodified-Since that the file no longer meets answer 412 with nothing of the file', async () => {
  const page = await get('/blogs')
  const { etag, 'last-modified': lastModified } = page.headers
  const earlier = new Date(Date.parse(lastModified!) - 60_000).toUTCString()
  const failed: Array<Record<string, string>> = [
    { 'If-Match': '"some-other-build"' },
    { 'If-Match': `W/${etag!}` },
    { 'If-Unmodified-Since': earlier },
    { 'If-Match': '"some-other-build"', 'If-Unmodified-Since': lastModified! },
  ]
  for (const headers of failed) {
    const reply = await get('/blogs', headers)
    expect(reply.status, JSON.stringify(headers)).toBe(412)
    expect(reply.body.toString(), JSON.stringify(headers)).not.toContain('<h1>')
  }
  const met: Array<Record<string, string>> = [
    { 'If-Match': etag! },
    { 'If-Match': `"x", ${etag!}` },
    { 'If-Match': '*' },
    { 'If-Unmodified-Since': lastModified! },
  ]
  for (const headers of met) expect((await get('/blogs', headers)).status, JSON.stringify(headers)).toBe(200)
  // Conditions are about a file that exists: an unknown URL stays a 404 (RFC 9110 §13.2.1).
  expect((await get('/no-such-page', { 'If-Match': '"x"' })).status).toBe(404)
})

test('an HTTP-date is read in each of the three forms RFC 9110 §5.6.7 names, and anything else is no date', () => {
  const expected = Date.UTC(1994, 10, 6, 8, 49, 37)
  for (const form of ['Sun, 06 Nov 1994 08:49:37 GMT', 'Sunday, 06-Nov-94 08:49:37 GMT', 'Sun Nov  6 08:49:37 1994']) {
    expect(parseHttpDate(form), form).toBe(expected)
  }
  for (const other of ['1', '1994-11-06', 'Sun, 06 Nov 1994 08:49:37 PST', ''])
    expect(parseHttpDate(other), other).toBeUndefined()
})
