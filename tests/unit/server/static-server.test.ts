import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { request } from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { HTML_HEADER_ALLOWANCE_BYTES } from '../../../scripts/lighthouse-budgets.ts'
import { createStaticServer } from '../../../server/static-server.ts'

type Reply = { status: number; headers: Record<string, string | Array<string> | undefined>; body: string }

const inlineScript = 'window.__ctx = {"page":"about"}'
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title></head><body><h1>${title}</h1><script>${inlineScript}</script><script type="application/ld+json">{"@type":"WebSite"}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`
const files: Record<string, string> = {
  'index.html': page('Home'),
  'about.html': page('About'),
  'about.data': '[{"_1":2},"routes/about"]',
  'blogs.html': page('Blog'),
  'blogs/first-post.html': page('First post'),
  '404.html': page('Oops! Page not found'),
  'blogs/404.html': page('Blog Post Not Found'),
  'careers/404.html': page('Job Not Found'),
  'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
  'assets/app-abc123.js.map': '{"version":3}',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  // The blog's search index as Pagefind writes it (scripts/search-index.ts).
  'pagefind/pagefind.js': 'export async function init() {}',
  'pagefind/pagefind-worker.js': 'self.onmessage = () => {}',
  'pagefind/pagefind-entry.json': '{"version":"1.6.0"}',
  'pagefind/pagefind.en_0123456789.pf_meta': 'meta',
  'pagefind/wasm.en.pagefind': 'wasm',
  'pagefind/index/en_abc1234.pf_index': 'index',
  'pagefind/fragment/en_def5678.pf_fragment': 'fragment',
  'tools/module.wasm': 'wasm',
  '.env': 'SECRET=1',
  _headers: '/*\n  X-Test: 1\n',
}

let baseUrl = ''
let server: ReturnType<typeof createStaticServer>
const logLines: Array<string> = []

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    writeFileSync(join(root, name), content)
  }
  writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(files['assets/app-abc123.js']!))
  writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(files['assets/app-abc123.js']!))
  writeFileSync(join(root, '404.html.gz'), gzipSync(files['404.html']!))
  server = createStaticServer(root, { log: (line) => logLines.push(line) })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
})

/** A raw request: the path is sent exactly as written (no client-side normalisation of `..`). */
function send(path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/`, { method, headers, path }, (res) => {
      const chunks: Array<Buffer> = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

test('a page URL without extension answers 200 with its HTML', async () => {
  const reply = await send('/about')
  expect(reply.status).toBe(200)
  expect(reply.headers['content-type']).toMatch(/^text\/html/)
  expect(reply.body).toContain('<h1>About</h1>')
})

test('the home page is index.html and nested pages resolve', async () => {
  expect((await send('/')).body).toContain('<h1>Home</h1>')
  expect((await send('/blogs/first-post')).body).toContain('<h1>First post</h1>')
})

test('a trailing slash redirects permanently to the slashless URL, keeping the query', async () => {
  const reply = await send('/about/?ref=mail')
  expect(reply.status).toBe(301)
  expect(reply.headers.location).toBe('/about?ref=mail')
})

test('a trailing slash on an unknown path answers 404 at once, without a redirect', async () => {
  const reply = await send('/no-such-page/')
  expect(reply.status).toBe(404)
  expect(reply.headers.location).toBeUndefined()
  expect(reply.body).toContain('Oops! Page not found')
  const post = await send('/blogs/no-such-post/')
  expect(post.status).toBe(404)
  expect(post.body).toContain('Blog Post Not Found')
})

test('/x/index and /index redirect to the clean URL of their page', async () => {
  expect((await send('/index')).headers.location).toBe('/')
  const nested = await send('/blogs/index?page=2')
  expect(nested.status).toBe(301)
  expect(nested.headers.location).toBe('/blogs?page=2')
  expect((await send('/careers/index')).status).toBe(404)
})

test('a .html URL redirects to its clean URL', async () => {
  expect((await send('/about.html')).headers.location).toBe('/about')
  expect((await send('/index.html')).headers.location).toBe('/')
})

test('an unknown path answers 404 with the root not-found page', async () => {
  const reply = await send('/no-such-page')
  expect(reply.status).toBe(404)
  expect(reply.body).toContain('Oops! Page not found')
  expect(reply.headers['cache-control']).toBe('no-cache')
})

test('unknown blog and job ids answer 404 with their section not-found pages', async () => {
  const blog = await send('/blogs/no-such-post')
  expect(blog.status).toBe(404)
  expect(blog.body).toContain('Blog Post Not Found')
  const job = await send('/careers/no-such-job')
  expect(job.status).toBe(404)
  expect(job.body).toContain('Job Not Found')
})

test('the 404.html files themselves are not pages', async () => {
  expect((await send('/404')).status).toBe(404)
  expect((await send('/blogs/404')).status).toBe(404)
})

test('HTML carries the same security headers as every other file: its script policy is its own meta tag', async () => {
  const reply = await send('/about')
  expect(reply.headers['x-content-type-options']).toBe('nosniff')
  expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Left out on purpose: it cost blocking time and protects nothing here (docs/decisions/016-astro-islands.md).
  expect(reply.headers['cross-origin-opener-policy']).toBeUndefined()
  expect(reply.headers['permissions-policy']).toContain('camera=()')
  const csp = String(reply.headers['content-security-policy'])
  expect(csp).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'")
  // As on a CDN (docs/decisions/020-lean-article-pages.md): one policy per page, written by Astro into the page.
  expect(csp).toBe((await send('/assets/app-abc123.js')).headers['content-security-policy'])
  expect(csp).toBe((await send('/nope')).headers['content-security-policy'])
})

test("an HTML response's header block stays within the allowance the first-round-trip budget counts on", async () => {
  const rawHeaders = await new Promise<Array<string>>((resolve, reject) => {
    request(`${baseUrl}/about`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.rawHeaders))
    })
      .on('error', reject)
      .end()
  })
  let bytes = 'HTTP/1.1 200 OK\r\n\r\n'.length
  for (let index = 0; index < rawHeaders.length; index += 2) bytes += `${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`.length
  expect(bytes).toBeGreaterThan(400)
  expect(bytes).toBeLessThanOrEqual(HTML_HEADER_ALLOWANCE_BYTES)
})

test('assets, redirects and 404s carry the security headers and a CSP that forbids framing', async () => {
  for (const path of ['/assets/app-abc123.js', '/about/', '/nope', '/robots.txt']) {
    const reply = await send(path)
    expect(reply.headers['x-content-type-options'], path).toBe('nosniff')
    expect(reply.headers['x-frame-options'], path).toBe('DENY')
    expect(reply.headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(reply.headers['cross-origin-resource-policy'], path).toBe('same-origin')
  }
})

test('every answer keeps its resources to our origin, and none sends HSTS over plain HTTP', async () => {
  const answers = [
    await send('/'),
    await send('/about'),
    await send('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } }),
    await send('/about/'),
    await send('/nope'),
    await send('/%2e%2e/'),
    await send('/about', { method: 'POST' }),
    await send('/about', { headers: { 'if-none-match': String((await send('/about')).headers.etag) } }),
  ]
  expect(answers.map((reply) => reply.status)).toEqual([200, 200, 200, 301, 404, 400, 405, 304])
  for (const reply of answers) {
    expect(reply.headers['cross-origin-resource-policy'], String(reply.status)).toBe('same-origin')
    expect(reply.headers['strict-transport-security'], String(reply.status)).toBeUndefined()
  }
})

test('HTML is revalidated and hashed assets are cached for a year', async () => {
  expect((await send('/about')).headers['cache-control']).toBe('no-cache')
  expect((await send('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('the search index chunks, named by their content, are cached for a year; its entry points are revalidated', async () => {
  for (const path of ['/pagefind/index/en_abc1234.pf_index', '/pagefind/fragment/en_def5678.pf_fragment']) {
    expect((await send(path)).headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
  }
  for (const path of [
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-worker.js',
    '/pagefind/pagefind-entry.json',
    '/pagefind/pagefind.en_0123456789.pf_meta',
    '/pagefind/wasm.en.pagefind',
  ]) {
    expect((await send(path)).headers['cache-control'], path).toBe('no-cache')
  }
})

test('only the search worker may compile WebAssembly, under a policy of its own', async () => {
  const worker = String((await send('/pagefind/pagefind-worker.js')).headers['content-security-policy'])
  // Two policies, as a CDN joins two matching _headers rules: the shared one, then the worker's.
  const [shared, own] = worker.split(', ')
  expect(shared).toContain("frame-ancestors 'none'")
  expect(own).toBe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'")
  for (const path of ['/about', '/blogs', '/pagefind/pagefind.js', '/assets/app-abc123.js', '/nope']) {
    expect((await send(path)).headers['content-security-policy'], path).not.toContain('wasm-unsafe-eval')
  }
})

test('precompressed files are chosen by Accept-Encoding', async () => {
  const br = await send('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers.vary).toContain('Accept-Encoding')
  const gzip = await send('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  const plain = await send('/assets/app-abc123.js', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body).toContain('console.log')
  const notFound = await send('/nope', { headers: { 'accept-encoding': 'gzip' } })
  expect(notFound.status).toBe(404)
  expect(notFound.headers['content-encoding']).toBe('gzip')
})

test('a coding the client refuses with q=0 is never sent', async () => {
  const gzip = await send('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br;q=0, gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  const preferred = await send('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br;q=0.5, gzip;q=0.8' } })
  expect(preferred.headers['content-encoding']).toBe('gzip')
  const notFound = await send('/nope', { headers: { 'accept-encoding': 'gzip;q=0' } })
  expect(notFound.headers['content-encoding']).toBeUndefined()
  expect(notFound.body).toContain('Oops! Page not found')
})

test('files are sent with the content type of their extension', async () => {
  expect((await send('/assets/app-abc123.js')).headers['content-type']).toBe('text/javascript; charset=utf-8')
  expect((await send('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8')
  expect((await send('/about')).headers['content-type']).toBe('text/html; charset=utf-8')
  // React Router's route data files have no registered type.
  expect((await send('/about.data')).headers['content-type']).toBe('application/octet-stream')
  expect((await send('/tools/module.wasm')).headers['content-type']).toBe('application/wasm')
  expect((await send('/pagefind/pagefind-entry.json')).headers['content-type']).toBe('application/json')
  // Pagefind's index and WebAssembly are gzip data it unpacks itself: opaque bytes, not a Content-Encoding.
  for (const path of ['/pagefind/fragment/en_def5678.pf_fragment', '/pagefind/wasm.en.pagefind']) {
    const reply = await send(path, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(reply.headers['content-type'], path).toBe('application/octet-stream')
    expect(reply.headers['content-encoding'], path).toBeUndefined()
  }
})

test('an absolute-form request target is served by its path', async () => {
  const reply = await send('http://example.com/about')
  expect(reply.status).toBe(200)
  expect(reply.body).toContain('<h1>About</h1>')
})

test('ETag and If-Modified-Since answer 304', async () => {
  const first = await send('/about')
  const etag = String(first.headers.etag)
  expect(etag).toMatch(/^W\/"/)
  expect((await send('/about', { headers: { 'if-none-match': etag } })).status).toBe(304)
  expect((await send('/about', { headers: { 'if-none-match': `"other", ${etag}` } })).status).toBe(304)
  expect((await send('/about', { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
  const lastModified = String(first.headers['last-modified'])
  expect((await send('/about', { headers: { 'if-modified-since': lastModified } })).status).toBe(304)
  expect((await send('/about', { headers: { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' } })).status).toBe(200)
})

test('HEAD answers the headers of GET without a body', async () => {
  const reply = await send('/about', { method: 'HEAD' })
  expect(reply.status).toBe(200)
  expect(reply.body).toBe('')
  expect(Number(reply.headers['content-length'])).toBeGreaterThan(0)
})

test('an invalid Range is ignored and a valid one answers 206', async () => {
  expect((await send('/robots.txt', { headers: { range: 'bytes=9-2' } })).status).toBe(200)
  expect((await send('/robots.txt', { headers: { range: 'bytes=abc' } })).status).toBe(200)
  const partial = await send('/robots.txt', { headers: { range: 'bytes=0-3' } })
  expect(partial.status).toBe(206)
  expect(partial.body).toBe('User')
})

test('each request is logged on one line', async () => {
  logLines.length = 0
  await send('/about?x=1')
  // The line is written when the response finishes, which can be just after the client has read it.
  await vi.waitFor(() => expect(logLines).toHaveLength(1))
  expect(logLines[0]).toMatch(/GET \/about\?x=1 200 \d+\.\dms$/)
})
