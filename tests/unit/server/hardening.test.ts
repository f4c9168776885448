import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  FIXTURE_FILES,
  SECRETS,
  createFixtureSite,
  rawRequest,
  requestText,
  startServer,
  type RunningServer,
} from './fixture-site.ts'

/**
 * Malformed and hostile requests, sent as raw bytes so no HTTP client tidies them up first. Each one must get the
 * status written here, leak nothing from outside the site (or the site's hidden files), show no stack trace, and
 * leave the server serving. DESIGN.md §6: refuse traversal, NUL bytes and absurd URLs, never a stack trace.
 */

type Case = {
  name: string
  request: string | Buffer
  status: number
  /** Headers the answer must carry (exact value or pattern), or null for headers it must not carry. */
  headers?: Record<string, string | RegExp | null>
  /** Text the body must contain. */
  body?: string | RegExp
  /** HEAD: headers only. */
  emptyBody?: boolean
}

const get = (target: string, headers: Record<string, string> = {}) => requestText(target, { headers })
const method = (name: string, target = '/about', headers: Record<string, string> = {}) =>
  requestText(target, { method: name, headers })
const robots = FIXTURE_FILES['robots.txt']!
const ALLOW = { allow: 'GET, HEAD' }
const PLAIN = { 'content-encoding': null }

const cases: Array<Case> = [
  // Traversal, plain and in every encoding.
  { name: 'dot-dot to a file beside the site', request: get('/../secret.txt'), status: 400 },
  { name: 'dot-dot to /etc/passwd', request: get('/../../../../../../etc/passwd'), status: 400 },
  { name: 'dot-dot after a real folder', request: get('/assets/../../secret.txt'), status: 400 },
  { name: 'percent-encoded dots', request: get('/%2e%2e/secret.txt'), status: 400 },
  { name: 'upper-case percent-encoded dots', request: get('/%2E%2E/%2E%2E/etc/passwd'), status: 400 },
  { name: 'encoded slash after dots', request: get('/..%2fsecret.txt'), status: 400 },
  { name: 'fully encoded dot-dot-slash', request: get('/%2e%2e%2f%2e%2e%2fsecret.txt'), status: 400 },
  { name: 'encoded backslash after dots', request: get('/..%5csecret.txt'), status: 400 },
  { name: 'double-encoded dots (a literal %2e%2e name)', request: get('/%252e%252e/%252e%252e/secret.txt'), status: 404 },
  { name: 'double-encoded dot-dot-slash', request: get('/%252e%252e%252fsecret.txt'), status: 404 },
  { name: 'overlong UTF-8 dots (2 bytes)', request: get('/%c0%ae%c0%ae/secret.txt'), status: 400 },
  { name: 'overlong UTF-8 slash', request: get('/%c0%af..%c0%afsecret.txt'), status: 400 },
  { name: 'overlong UTF-8 dots (3 bytes)', request: get('/%e0%80%ae%e0%80%ae/secret.txt'), status: 400 },
  { name: 'overlong UTF-8 backslash', request: get('/..%c1%9csecret.txt'), status: 400 },
  { name: 'raw backslash traversal', request: get('/..\\secret.txt'), status: 400 },
  { name: 'backslashes after a real folder', request: get('/assets\\..\\..\\secret.txt'), status: 400 },
  { name: 'a /./ segment', request: get('/./about'), status: 400 },
  { name: 'a trailing /. segment', request: get('/about/.'), status: 400 },
  { name: 'an encoded /./ segment', request: get('/%2e/about'), status: 400 },
  { name: 'a trailing dot-dot', request: get('/assets/..'), status: 400 },

  // NUL and other control characters.
  { name: 'encoded NUL before nothing', request: get('/about%00'), status: 400 },
  { name: 'encoded NUL before an extension', request: get('/about%00.html'), status: 400 },
  { name: 'double-encoded NUL (a literal %00 name)', request: get('/%2500'), status: 404 },
  { name: 'raw NUL byte in the target', request: get('/about\0.html'), status: 400 },
  { name: 'overlong UTF-8 NUL', request: get('/about%c0%80'), status: 400 },
  { name: 'IIS-style %u0000', request: get('/about%u0000'), status: 400 },
  {
    name: 'encoded CR LF trying to inject a header',
    request: get('/about/%0d%0aSet-Cookie:%20pwned=1'),
    status: 400,
    headers: { 'set-cookie': null, location: null },
  },
  { name: 'encoded DEL', request: get('/%7f'), status: 400 },
  { name: 'a lone percent sign', request: get('/%'), status: 400 },
  { name: 'invalid UTF-8', request: get('/%ff%fe'), status: 400 },

  // Sizes.
  { name: 'a 5000-character path', request: get(`/${'a'.repeat(5000)}`), status: 414 },
  { name: 'a 3000-character query', request: get(`/about?q=${'a'.repeat(3000)}`), status: 414 },
  { name: 'one 20 KB header', request: get('/', { 'X-Big': 'a'.repeat(20_000) }), status: 431 },
  {
    name: '300 headers of 100 bytes',
    request: get('/', Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`X-H${index}`, 'b'.repeat(100)]))),
    status: 431,
  },

  // Methods.
  { name: 'PUT', request: method('PUT'), status: 405, headers: ALLOW },
  { name: 'DELETE', request: method('DELETE'), status: 405, headers: ALLOW },
  { name: 'PATCH', request: method('PATCH'), status: 405, headers: ALLOW },
  {
    name: 'POST with a body',
    request: `POST /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 5\r\n\r\na=b&c`,
    status: 405,
    headers: ALLOW,
  },
  {
    name: 'TRACE does not echo the request',
    request: method('TRACE', '/', { 'X-Probe': 'TRACE_ECHO_MARKER' }),
    status: 405,
    headers: ALLOW,
  },
  { name: 'OPTIONS on a page', request: method('OPTIONS'), status: 405, headers: ALLOW },
  { name: 'OPTIONS *', request: method('OPTIONS', '*'), status: 405, headers: ALLOW },
  {
    name: 'CONNECT to another host',
    request: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    status: 405,
    headers: ALLOW,
  },
  { name: 'an unknown method', request: method('BREW'), status: 400 },
  { name: 'a lower-case method', request: method('get'), status: 400 },

  // Range.
  { name: 'multiple ranges are ignored', request: get('/robots.txt', { Range: 'bytes=0-1,3-4' }), status: 200, body: robots },
  {
    name: 'an empty suffix range',
    request: get('/robots.txt', { Range: 'bytes=-0' }),
    status: 416,
    headers: { 'content-range': `bytes */${robots.length}` },
  },
  {
    name: 'a range beyond the end',
    request: get('/robots.txt', { Range: 'bytes=100000-' }),
    status: 416,
    headers: { 'content-range': `bytes */${robots.length}` },
  },
  { name: 'a backwards range is ignored', request: get('/robots.txt', { Range: 'bytes=5-1' }), status: 200, body: robots },
  { name: 'a negative start is ignored', request: get('/robots.txt', { Range: 'bytes=--1' }), status: 200, body: robots },
  { name: 'an unknown range unit is ignored', request: get('/robots.txt', { Range: 'items=0-1' }), status: 200, body: robots },
  {
    name: 'an absurdly large range end is ignored',
    request: get('/robots.txt', { Range: `bytes=0-${'9'.repeat(30)}` }),
    status: 200,
    body: robots,
  },
  {
    name: 'a suffix range answers the last bytes',
    request: get('/robots.txt', { Range: 'bytes=-5' }),
    status: 206,
    headers: { 'content-range': `bytes ${robots.length - 5}-${robots.length - 1}/${robots.length}` },
    body: robots.slice(-5),
  },
  {
    name: 'a range is taken from the uncompressed file',
    request: get('/about', { Range: 'bytes=0-14', 'Accept-Encoding': 'br, gzip' }),
    status: 206,
    headers: PLAIN,
    body: '<!DOCTYPE html>',
  },

  // Accept-Encoding.
  {
    name: 'every coding refused with q=0',
    request: get('/about', { 'Accept-Encoding': 'br;q=0, gzip;q=0' }),
    status: 200,
    headers: PLAIN,
    body: '<h1>About</h1>',
  },
  {
    name: 'a malformed weight',
    request: get('/about', { 'Accept-Encoding': 'br;q=abc, gzip;q=2' }),
    status: 200,
    headers: PLAIN,
  },
  {
    name: 'identity and everything refused',
    request: get('/about', { 'Accept-Encoding': 'identity;q=0, *;q=0' }),
    status: 200,
    headers: PLAIN,
  },
  { name: '10 KB of junk', request: get('/about', { 'Accept-Encoding': 'x'.repeat(10_000) }), status: 200, headers: PLAIN },
  {
    name: 'a word that merely contains "br"',
    request: get('/about', { 'Accept-Encoding': 'x-brand, abr' }),
    status: 200,
    headers: PLAIN,
  },
  {
    name: 'brotli refused, gzip accepted',
    request: get('/about', { 'Accept-Encoding': 'br;q=0, gzip' }),
    status: 200,
    headers: { 'content-encoding': 'gzip' },
  },
  {
    name: 'codings are case-insensitive',
    request: get('/about', { 'Accept-Encoding': 'BR' }),
    status: 200,
    headers: { 'content-encoding': 'br' },
  },
  { name: 'a control character in the header', request: get('/about', { 'Accept-Encoding': 'gzip\x01' }), status: 400 },

  // Files that are not pages.
  { name: 'a dotfile at the root', request: get('/.env'), status: 404 },
  { name: 'a file inside .git', request: get('/.git/config'), status: 404 },
  { name: 'a dotfile in assets', request: get('/assets/.hidden'), status: 404 },
  { name: 'an encoded dotfile', request: get('/%2eenv'), status: 400 },
  { name: 'the _headers file', request: get('/_headers'), status: 404 },
  { name: 'the _redirects file', request: get('/_redirects'), status: 404 },
  { name: 'a source map', request: get('/assets/app-abc123.js.map'), status: 404 },
  { name: 'a .br copy asked for by name', request: get('/assets/app-abc123.js.br'), status: 404 },
  { name: 'a .gz copy asked for by name', request: get('/assets/app-abc123.js.gz'), status: 404 },
  { name: "a page's .gz copy asked for by name", request: get('/about.html.gz'), status: 404 },
  { name: 'the 404 file by name', request: get('/404.html'), status: 404 },
  { name: 'the 404 page without extension', request: get('/404'), status: 404 },
  { name: "a section's 404 file by name", request: get('/blogs/404.html'), status: 404 },
  { name: '/index', request: get('/index'), status: 301, headers: { location: '/' } },
  { name: '/index.html', request: get('/index.html'), status: 301, headers: { location: '/' } },

  // Request targets and redirects: never to another host.
  { name: 'absolute form serves the path', request: get('http://evil.example/about'), status: 200, body: '<h1>About</h1>' },
  {
    name: 'absolute form with a trailing slash',
    request: get('http://evil.example/about/'),
    status: 301,
    headers: { location: '/about' },
  },
  { name: 'absolute form without a path', request: get('http://evil.example'), status: 200, body: '<h1>Home</h1>' },
  { name: 'absolute form with traversal', request: get('https://evil.example/..%2fsecret.txt'), status: 400 },
  { name: 'a protocol-relative path', request: get('//evil.example/'), status: 404, headers: { location: null } },
  {
    name: 'a protocol-relative page with a trailing slash',
    request: get('//evil.example/about/'),
    status: 404,
    headers: { location: null },
  },
  { name: 'three leading slashes', request: get('///evil.example/about/'), status: 404, headers: { location: null } },
  { name: 'a leading backslash', request: get('/\\evil.example/'), status: 400 },
  { name: 'encoded leading slashes', request: get('/%2f%2fevil.example/'), status: 400 },
  {
    name: 'a redirect keeps a hostile query inside the site',
    request: get('/about/?next=//evil.example'),
    status: 301,
    headers: { location: '/about?next=//evil.example' },
  },
  {
    name: 'a hostile Host header does not reach the redirect',
    request: 'GET /about/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    status: 301,
    headers: { location: '/about' },
  },
  { name: 'an asterisk target', request: get('*'), status: 400 },
  { name: 'a target without a leading slash', request: get('about'), status: 400 },

  // The protocol itself (Node's parser answers these).
  { name: 'HTTP/1.1 without Host', request: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
  {
    name: 'Content-Length and Transfer-Encoding together (smuggling)',
    request:
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    status: 400,
  },
  {
    name: 'a TLS handshake on the plain port',
    request: Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]),
    status: 400,
  },
  { name: 'HTTP/1.0 without Host', request: 'GET /about HTTP/1.0\r\n\r\n', status: 200, body: '<h1>About</h1>' },
  {
    name: 'HEAD on an unknown path',
    request: method('HEAD', '/no-such-page'),
    status: 404,
    emptyBody: true,
    headers: { 'content-length': /^[1-9]\d*$/ },
  },
  {
    name: 'HEAD on a page',
    request: method('HEAD', '/about'),
    status: 200,
    emptyBody: true,
    headers: { 'content-length': /^[1-9]\d*$/ },
  },
]

const LEAKS = [...Object.values(SECRETS), 'root:x:0:0', 'TRACE_ECHO_MARKER']
const STACK_TRACE = /\n\s+at |node:internal|Error: |\/tmp\//

let site: RunningServer

beforeAll(async () => {
  site = await startServer(createFixtureSite())
})

afterAll(async () => {
  await site.close()
})

test('the table covers at least 30 hostile requests', () => {
  expect(cases.length).toBeGreaterThanOrEqual(30)
  expect(new Set(cases.map((entry) => entry.name)).size).toBe(cases.length)
})

test.each(cases)('$name → $status, no leak', async ({ request, status, headers = {}, body, emptyBody }) => {
  const reply = await rawRequest(site.port, request)
  expect(reply.status).toBe(status)
  for (const [name, expected] of Object.entries(headers)) {
    if (expected === null) expect(reply.headers[name]).toBeUndefined()
    else if (typeof expected === 'string') expect(reply.headers[name]).toBe(expected)
    else expect(reply.headers[name]).toMatch(expected)
  }
  if (typeof body === 'string') expect(reply.body).toContain(body)
  else if (body !== undefined) expect(reply.body).toMatch(body)
  if (emptyBody) expect(reply.body).toBe('')
  for (const secret of LEAKS) expect(reply.raw).not.toContain(secret)
  expect(reply.body).not.toMatch(STACK_TRACE)
  // A redirect only ever points into the site: one slash, then not a slash or backslash.
  if (reply.headers.location !== undefined) expect(reply.headers.location).toMatch(/^\/(?![/\\])/)
  // Compressed bytes only when the request asked for them.
  if (reply.headers['content-encoding'] === undefined) expect(reply.body.startsWith('\x1f\x8b')).toBe(false)
})

test('after the hostile table the server still serves the home page', async () => {
  expect(site.server.listening).toBe(true)
  const reply = await rawRequest(site.port, get('/'))
  expect(reply.status).toBe(200)
  expect(reply.body).toContain('<h1>Home</h1>')
})
