import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MEMORY_FILE_LIMIT } from '../../../server/static-server.ts'
import { createFixtureSite, FIXTURE_FILES, rawRequest, requestText, startServer, type RunningServer } from './fixture-site.ts'

/**
 * Small files are answered from memory, large ones streamed from disk (docs/decisions/017-small-files-from-memory.md).
 * Both must give a client exactly the same answers: the same server over the same files, once holding them in
 * memory and once streaming every one, is asked the same requests.
 */

const JUST_BELOW = 'b'.repeat(MEMORY_FILE_LIMIT - 1)
const AT_LIMIT = 'a'.repeat(MEMORY_FILE_LIMIT)

let root: string
let inMemory: RunningServer
let streamed: RunningServer

beforeAll(async () => {
  root = createFixtureSite({
    ...FIXTURE_FILES,
    'assets/below-abc123.bin': JUST_BELOW,
    'assets/at-limit-abc123.bin': AT_LIMIT,
    'assets/empty-abc123.txt': '',
  })
  inMemory = await startServer(root)
  streamed = await startServer(root, { memoryFileLimit: 0 })
})

afterAll(async () => {
  await Promise.all([inMemory.close(), streamed.close()])
})

const about = (headers: Record<string, string>) => requestText('/about', { headers })
const REQUESTS: ReadonlyArray<[name: string, request: string]> = [
  ['a page', requestText('/about')],
  ['the home page', requestText('/')],
  ['a page with brotli', about({ 'Accept-Encoding': 'gzip, deflate, br' })],
  ['a page with gzip preferred', about({ 'Accept-Encoding': 'br;q=0.5, gzip;q=0.8' })],
  ['a page with every coding refused', about({ 'Accept-Encoding': 'br;q=0, gzip;q=0' })],
  ['a page by HEAD', requestText('/about', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })],
  ['a hashed asset', requestText('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } })],
  ['an asset without copies', requestText('/robots.txt', { headers: { 'Accept-Encoding': 'br, gzip' } })],
  ['an empty file', requestText('/assets/empty-abc123.txt')],
  ['a route data file', requestText('/about.data')],
  ['a range', requestText('/robots.txt', { headers: { Range: 'bytes=0-3' } })],
  ['a suffix range', requestText('/robots.txt', { headers: { Range: 'bytes=-5' } })],
  ['a range of a page asked with brotli', about({ Range: 'bytes=0-14', 'Accept-Encoding': 'br' })],
  ['a range past the end', requestText('/robots.txt', { headers: { Range: 'bytes=100000-' } })],
  ['a conditional range', requestText('/robots.txt', { headers: { Range: 'bytes=0-3', 'If-Range': '"x"' } })],
  ['an old If-Modified-Since', about({ 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })],
  ['a future If-Modified-Since', about({ 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' })],
  ['an unknown ETag', about({ 'If-None-Match': '"other"' })],
  ['If-None-Match: *', about({ 'If-None-Match': '*' })],
  ['a file just below the limit', requestText('/assets/below-abc123.bin')],
  ['a file at the limit', requestText('/assets/at-limit-abc123.bin')],
  ['an unknown page', requestText('/no-such-page', { headers: { 'Accept-Encoding': 'br' } })],
]

/** The answer without the Date header, the one thing two servers may differ in by design. */
function comparable(raw: string) {
  return raw.replace(/\r\nDate: [^\r]+/, '')
}

test.each(REQUESTS)('%s: the same answer from memory as streamed from disk', async (_name, request) => {
  const [fromMemory, fromDisk] = await Promise.all([rawRequest(inMemory.port, request), rawRequest(streamed.port, request)])
  expect(fromMemory.status).toBeGreaterThan(0)
  expect(comparable(fromMemory.raw)).toBe(comparable(fromDisk.raw))
})

test('a matching ETag answers 304 from memory, for each representation', async () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    const first = await rawRequest(inMemory.port, about({ 'Accept-Encoding': encoding }))
    const again = await rawRequest(inMemory.port, about({ 'Accept-Encoding': encoding, 'If-None-Match': first.headers.etag! }))
    expect(again.status, encoding).toBe(304)
    expect(again.body, encoding).toBe('')
    const streamedAgain = await rawRequest(
      streamed.port,
      about({ 'Accept-Encoding': encoding, 'If-None-Match': first.headers.etag! }),
    )
    expect(comparable(again.raw), encoding).toBe(comparable(streamedAgain.raw))
  }
})

test('files below the limit are held from startup, files at the limit are read from disk on each request', async () => {
  const site = createFixtureSite({ 'assets/below-abc123.bin': JUST_BELOW, 'assets/at-limit-abc123.bin': AT_LIMIT })
  const server = await startServer(site)
  try {
    writeFileSync(join(site, 'assets/below-abc123.bin'), 'B'.repeat(10))
    writeFileSync(join(site, 'assets/at-limit-abc123.bin'), 'A'.repeat(10))
    expect((await rawRequest(server.port, requestText('/assets/below-abc123.bin'))).body).toBe(JUST_BELOW)
    expect((await rawRequest(server.port, requestText('/assets/at-limit-abc123.bin'))).body).toBe('A'.repeat(10))
  } finally {
    await server.close()
  }
})
