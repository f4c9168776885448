import { rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createFixtureSite, FIXTURE_FILES, rawRequest, requestText, startHttpsServer, startServer } from './fixture-site.ts'

/**
 * Our parts of the preview server (DESIGN.md §5–6): which file a URL names, redirects, the nearest 404 page, the
 * headers, the log. sirv's own features are checked only where a visitor or deploy parity relies on them.
 */

let site: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  site = await startServer(createFixtureSite())
})

afterAll(async () => {
  await site.close()
})

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(site.port, requestText(target, { headers }))
const h1 = (body: Buffer) => /<h1>([^<]*)<\/h1>/.exec(body.toString())?.[1]

test('a page answers at its clean URL with its HTML, revalidated, with the security headers and no HSTS over HTTP', async () => {
  const reply = await get('/about')
  expect(reply.status).toBe(200)
  expect(reply.body.toString()).toBe(FIXTURE_FILES['about.html'])
  expect(reply.headers['content-type']).toMatch(/^text\/html;\s*charset=utf-8$/)
  expect(reply.headers['cache-control']).toBe('no-cache')
  expect(reply.headers['content-security-policy']).toBe(
    "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  )
  expect(reply.headers['x-content-type-options']).toBe('nosniff')
  expect(reply.headers['strict-transport-security']).toBeUndefined()
  expect(h1((await get('/')).body)).toBe('Home')
  expect(h1((await get('/blogs/first-post')).body)).toBe('First post')
})

// Decision 020: the first-round-trip budget counts 800 bytes for an HTML answer’s headers; ours take about 620.
test("an HTML answer's header block stays within the allowance the first-round-trip budget counts on", async () => {
  const reply = await get('/about', { 'Accept-Encoding': 'br' })
  expect(reply.headers['content-encoding']).toBe('br')
  expect(reply.raw.indexOf('\r\n\r\n') + 4).toBeLessThanOrEqual(800)
})

test('other spellings of a page redirect permanently to its clean URL, keeping the query', async () => {
  const spellings = [
    ['/about/', '/about'],
    ['/about/?ref=mail', '/about?ref=mail'],
    ['/about.html', '/about'],
    ['/about/index', '/about'],
    ['/blogs/first-post/', '/blogs/first-post'],
    ['/index', '/'],
    ['/index.html?ref=mail', '/?ref=mail'],
  ]
  for (const [target, location] of spellings) {
    const reply = await get(target!)
    expect(reply.status, target).toBe(301)
    expect(reply.headers.location, target).toBe(location)
  }
})

test('those spellings of a page that does not exist answer 404 at once, without a redirect', async () => {
  for (const target of ['/no-such-page/', '/no-such-page.html', '/index/', '/about/index.html', '/robots.txt/']) {
    const reply = await get(target)
    expect(reply.status, target).toBe(404)
    expect(reply.headers.location, target).toBeUndefined()
  }
})

test('an unknown URL answers 404 with the nearest 404.html up its path, revalidated', async () => {
  const screens = [
    ['/no-such-page', 'Oops! Page not found'],
    ['/services/sales/extra', 'Oops! Page not found'],
    ['/blogs/no-such-post', 'Blog Post Not Found'],
    ['/blogs/x/y', 'Blog Post Not Found'],
    ['/blogs//no-such-post', 'Blog Post Not Found'],
    ['//blogs/no-such-post', 'Oops! Page not found'],
    ['/404', 'Oops! Page not found'],
    ['/blogs/404.html', 'Blog Post Not Found'],
  ]
  for (const [target, heading] of screens) {
    const reply = await get(target!)
    expect(reply.status, target).toBe(404)
    expect(h1(reply.body), target).toBe(heading)
    expect(reply.headers['cache-control'], target).toBe('no-cache')
  }
  const head = await rawRequest(site.port, requestText('/no-such-page', { method: 'HEAD' }))
  expect(head.status).toBe(404)
  expect(Number(head.headers['content-length'])).toBe(FIXTURE_FILES['404.html']!.length)
  expect(head.body.length).toBe(0)
})

test('a hashed asset is cached for a year, in the brotli or gzip copy the client accepts', async () => {
  const script = FIXTURE_FILES['assets/app-abc123.js']
  const br = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers.vary).toBe('Accept-Encoding')
  expect(brotliDecompressSync(br.body).toString()).toBe(script)
  const gzip = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' })
  expect(gunzipSync(gzip.body).toString()).toBe(script)
  const plain = await get('/assets/app-abc123.js')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString()).toBe(script)
})

test('Pagefind index files are binary data and XML is application/xml, as static hosts label them', async () => {
  const chunk = await get('/pagefind/fragment/en_def5678.pf_fragment')
  expect(chunk.headers['content-type']).toBe('application/octet-stream')
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await get('/sitemap.xml')).headers['content-type']).toBe('application/xml')
})

test('only the search worker gets the added policy that lets it compile WebAssembly', async () => {
  const worker = await get('/pagefind/pagefind-worker.js')
  expect(worker.headers['content-security-policy']).toMatch(/, default-src 'none'; script-src 'self' 'wasm-unsafe-eval'/)
  expect((await get('/about')).headers['content-security-policy']).not.toContain('wasm-unsafe-eval')
})

test('methods other than GET and HEAD answer 405 with Allow and the security headers', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE']) {
    const reply = await rawRequest(site.port, requestText('/about', { method }))
    expect(reply.status, method).toBe(405)
    expect(reply.headers.allow, method).toBe('GET, HEAD')
    expect(reply.headers['x-frame-options'], method).toBe('DENY')
  }
})

test('each request is logged on one line: time, method, target, status and duration', async () => {
  site.log.length = 0
  await get('/about')
  await get('/no-such-page?x=1')
  expect(site.log).toEqual([
    expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/about 200 \d+\.\dms$/),
    expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/no-such-page\?x=1 404 \d+\.\dms$/),
  ])
})

test('a rebuild under a running server is served as the files now are', async () => {
  const root = createFixtureSite()
  const running = await startServer(root)
  try {
    rmSync(join(root, 'about.html'))
    rmSync(join(root, 'about.html.br'))
    writeFileSync(join(root, 'careers.html'), '<h1>Careers</h1>')
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nDisallow: /\n')
    const about = await rawRequest(running.port, requestText('/about', { headers: { 'Accept-Encoding': 'br' } }))
    expect(about.status).toBe(404)
    expect(h1(about.body)).toBe('Oops! Page not found')
    expect((await rawRequest(running.port, requestText('/careers'))).body.toString()).toBe('<h1>Careers</h1>')
    expect((await rawRequest(running.port, requestText('/robots.txt'))).body.toString()).toBe('User-agent: *\nDisallow: /\n')
  } finally {
    await running.close()
  }
})

test('a file deleted while its answer is starting ends that answer with a log line, and the server keeps serving', async () => {
  const root = createFixtureSite()
  const running = await startServer(root)
  try {
    // Runs after our handler has chosen the file and before the file is opened: a rebuild emptying dist/.
    running.server.on('request', (req) => {
      if (req.url === '/robots.txt') rmSync(join(root, 'robots.txt'))
    })
    const cut = await rawRequest(running.port, requestText('/robots.txt'))
    expect(cut.status).toBe(0)
    expect(running.log).toContainEqual(expect.stringMatching(/^error: ENOENT.* for GET \/robots\.txt$/))
    expect((await rawRequest(running.port, requestText('/about'))).status).toBe(200)
  } finally {
    await running.close()
  }
})

test('over HTTPS every answer carries HSTS for two years with subdomains', async () => {
  const https = await startHttpsServer(createFixtureSite())
  try {
    const statuses = []
    for (const [target, method] of [
      ['/', 'GET'],
      ['/assets/app-abc123.js', 'GET'],
      ['/about/', 'GET'],
      ['/blogs/no-such-post', 'GET'],
      ['/%2e%2e/', 'GET'],
      ['/about', 'DELETE'],
    ] as const) {
      const response = await fetchOverHttps(https.port, https.certificate, target, method)
      statuses.push(response.status)
      expect(response.hsts, target).toBe('max-age=63072000; includeSubDomains')
    }
    expect(statuses).toEqual([200, 200, 301, 404, 400, 405])
  } finally {
    await https.close()
  }
})

function fetchOverHttps(port: number, ca: string, path: string, method: string) {
  return new Promise<{ status: number; hsts: unknown }>((resolve, reject) => {
    // The path goes out as written: a URL would normalise `/%2e%2e/` away.
    const req = request({ host: '127.0.0.1', port, path, method, ca }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, hsts: res.headers['strict-transport-security'] }))
    })
    req.on('error', reject)
    req.end()
  })
}
