import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { expect, inject, test } from 'vitest'
import { htmlFileForPath, NOT_FOUND_PAGES } from '#src/collections/page-paths.ts'
import { pages as pagePaths } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { projectRoot } from '../../server/build-state.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'
import { copyRelease, SWITCH_RELEASE, switchRelease } from './nginx-release.ts'

const buildDir = SPEC_BUILD.preview

/**
 * Deploy parity (docs/deploy.md): the same server-level checks against our production server ("node"),
 * Cloudflare's runtime ("cloudflare", wrangler pages dev on workerd) and nginx with the checked-in configuration
 * ("nginx", deploy/nginx/tandemdesk.conf). tests/deploy/global-setup.ts starts them and provides their addresses
 * as deployTargets. Expected values come from DESIGN.md §5–6 and the specification's routes.
 * "Agree" means: the same status, except that a permanent redirect is one kind (our 301, Cloudflare's 308) judged by
 * the clean URL it finally lands on; the same bytes; the same content type, cache class and security headers.
 */

type Target = { name: string; url: string }
type Reply = { status: number; headers: Record<string, string>; body: Buffer }

const targets: Array<Target> = inject('deployTargets')
const cloudflareSkipped = inject('cloudflareSkipped')
const agent = new Agent({ keepAlive: true, maxSockets: 8 })

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The CSP meta tag Astro writes (security.csp), moved first in <head> by scripts/postbuild.ts. */
const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]+)">/
const PERMANENT = [301, 308]

/** A request sent with the path exactly as written (fetch would normalise `//` and `%2e%2e`), uncompressed. */
function get(target: Target, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Reply> {
  const { hostname, port } = new URL(target.url)
  return new Promise((resolvePromise, reject) => {
    const req = request(
      { hostname, port, path, method, agent, headers: { 'accept-encoding': 'identity', ...headers } },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const flat: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
          }
          resolvePromise({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) })
        })
      },
    )
    req.on('error', reject)
    req.setTimeout(15_000, () => req.destroy(new Error(`${target.name} ${method} ${path}: no answer within 15 s`)))
    req.end()
  })
}

/** Follows redirects on the same origin; returns the statuses of the hops and the final answer. */
async function follow(target: Target, path: string) {
  const hops: Array<number> = []
  let current = path
  for (let count = 0; count < 5; count++) {
    const reply = await get(target, current)
    if (reply.status < 300 || reply.status > 399) return { hops, final: current, reply }
    hops.push(reply.status)
    const next = new URL(reply.headers.location ?? '', `${target.url}${current}`)
    expect(next.origin, `${path} redirected off the site`).toBe(target.url)
    current = `${next.pathname}${next.search}`
  }
  throw new Error(`${target.name}: ${path} redirects more than 5 times`)
}

async function mapLimited<T, R>(items: ReadonlyArray<T>, limit: number, run: (item: T) => Promise<R>): Promise<Array<R>> {
  const results: Array<R> = new Array(items.length)
  let next = 0
  async function worker() {
    while (next < items.length) {
      const index = next++
      results[index] = await run(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

function h1Of(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
}

const pages = pagePaths.filter((page) => !page.notFoundFile)
const firstArticle = pages.find((page) => page.path.startsWith('/blogs/'))!.path

/** Unknown URLs and the not-found screen each must show (specification §2, DESIGN.md §5). */
const NOT_FOUND: ReadonlyArray<[path: string, heading: string]> = [
  ['/no-such-page', 'Oops! Page not found'],
  ['/no-such-page/', 'Oops! Page not found'],
  ['/ABOUT', 'Oops! Page not found'],
  ['/feed.xml', 'Oops! Page not found'],
  ['/services/no-such-service', 'Oops! Page not found'],
  ['/services/sales/extra/segments', 'Oops! Page not found'],
  ['/industries/no-such-industry', 'Oops! Page not found'],
  [NOT_FOUND_PAGES[0].path, 'Oops! Page not found'],
  ['/blogs/no-such-post', 'Blog Post Not Found'],
  ['/blogs/no-such-post/', 'Blog Post Not Found'],
  ['/blogs/x/y', 'Blog Post Not Found'],
  [NOT_FOUND_PAGES[1].path, 'Blog Post Not Found'],
  ['/careers/no-such-job', 'Job Not Found'],
  ['/careers/x/y', 'Job Not Found'],
  [NOT_FOUND_PAGES[2].path, 'Job Not Found'],
]

/** Non-canonical spellings of pages and the clean URL each must land on with permanent redirects. */
const REDIRECTS: ReadonlyArray<[path: string, cleanUrl: string]> = [
  ['/about/', '/about'],
  ['/about/?ref=mail', '/about?ref=mail'],
  ['/services/sales/', '/services/sales'],
  ['/blogs/', '/blogs'],
  [`${firstArticle}/`, firstArticle],
  ['/about.html', '/about'],
  ['/about.html?ref=mail', '/about?ref=mail'],
  ['/services/sales.html', '/services/sales'],
  ['/index.html', '/'],
  ['/index', '/'],
  ['/about/index', '/about'],
]

const SECURITY_HEADERS: Readonly<Record<string, RegExp>> = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'x-frame-options': /^DENY$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  'content-security-policy': /(^|; )frame-ancestors 'none'(;|$)/,
}

/**
 * Where Cloudflare's runtime is known to differ from our server, each answer as observed; docs/deploy.md explains
 * every row. Checked so the documentation stays true: if a row starts to agree or differ otherwise, this fails.
 * nginx's configuration is written to answer these as our server does, and is held to that.
 */
const KNOWN_DIFFERENCES: ReadonlyArray<{ path: string; node: number; cloudflare: number }> = [
  { path: '/404', node: 404, cloudflare: 200 },
  { path: '/blogs/404', node: 404, cloudflare: 200 },
  { path: '//about', node: 404, cloudflare: 200 },
  { path: '/about.html.br', node: 404, cloudflare: 200 },
  { path: '/%2e%2e/', node: 400, cloudflare: 200 },
  { path: '/_headers', node: 404, cloudflare: 502 },
  { path: '/robots.txt/', node: 404, cloudflare: 502 },
]

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The page's own script hashes (CSP3: sha256 of each inline script's text; JSON-LD is data, not script). */
function inlineScriptHashes(html: string): Set<string> {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes.includes('application/ld+json')) continue
    hashes.add(sha256Source(text))
  }
  return hashes
}

function inlineStyleHashes(html: string): Set<string> {
  return new Set([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = '']) => sha256Source(text)))
}

function directives(policy: string): Map<string, Array<string>> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  )
}

if (cloudflareSkipped) {
  test.skip(`cloudflare: SKIPPED because wrangler pages dev could not start: ${cloudflareSkipped.split('\n')[0]}`, () => {})
}

for (const target of targets) {
  test(`${target.name}: every page of the specification answers 200 with its built HTML`, async () => {
    const replies = await mapLimited(pages, 8, (page) => get(target, page.path))
    pages.forEach((page, index) => {
      const reply = replies[index]!
      expect(reply.status, page.path).toBe(200)
      expect(reply.headers['content-type'], page.path).toMatch(/^text\/html/)
      expect(reply.body.equals(readFileSync(join(buildDir, htmlFileForPath(page.path)))), page.path).toBe(true)
    })
  })

  test(`${target.name}: unknown URLs answer 404 with the nearest not-found screen`, async () => {
    for (const [path, heading] of NOT_FOUND) {
      const reply = await get(target, path)
      expect(reply.status, path).toBe(404)
      expect(reply.headers['content-type'], path).toMatch(/^text\/html/)
      expect(h1Of(reply.body.toString()), path).toBe(heading)
    }
  })

  test(`${target.name}: non-canonical page URLs redirect permanently to the clean URL`, async () => {
    for (const [path, cleanUrl] of REDIRECTS) {
      const { hops, final, reply } = await follow(target, path)
      expect(hops.length, path).toBeGreaterThan(0)
      for (const status of hops) expect(PERMANENT, `${path} answered ${status}`).toContain(status)
      expect(final, path).toBe(cleanUrl)
      expect(reply.status, path).toBe(200)
    }
  })

  test(`${target.name}: pages, assets, redirects, 404s and 405s all carry the security headers`, async () => {
    const asset = readdirSync(join(buildDir, 'assets')).find((name) => name.endsWith('.js'))!
    const requests: Array<[path: string, method: string]> = [
      ['/', 'GET'],
      ['/about', 'GET'],
      ['/blogs/no-such-post', 'GET'],
      ['/about/', 'GET'],
      [`/assets/${asset}`, 'GET'],
      ['/robots.txt', 'GET'],
      ['/about', 'POST'],
    ]
    for (const [path, method] of requests) {
      const reply = await get(target, path, { method })
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
        expect(reply.headers[name], `${method} ${path}: ${name}`).toMatch(pattern)
      }
    }
  })

  test(`${target.name}: each page's CSP meta tag comes first and allows inline scripts and style elements by hash only`, async () => {
    const replies = await mapLimited(pages, 8, (page) => get(target, page.path))
    // The islands' style rule is on every page with an island, which is every page (the header is one).
    expect(replies.filter((reply) => inlineStyleHashes(reply.body.toString()).size > 0)).toHaveLength(pages.length)
    pages.forEach((page, index) => {
      const html = replies[index]!.body.toString()
      const meta = CSP_META.exec(html)
      expect(meta, `${page.path} has no CSP meta tag`).not.toBeNull()
      expect(meta!.index, `${page.path}: the policy must precede every script`).toBeLessThan(html.indexOf('<script'))
      const policy = directives(meta![1]!)
      const scriptSrc = policy.get('script-src') ?? []
      expect(scriptSrc[0], page.path).toBe("'self'")
      // Astro's policy lists the hashes of every script it writes on the site; each of this page's must be among them.
      expect(
        scriptSrc.every((source) => source === "'self'" || source.startsWith("'sha256-")),
        page.path,
      ).toBe(true)
      for (const hash of inlineScriptHashes(html)) expect(scriptSrc, page.path).toContain(hash)
      expect(policy.get('default-src'), page.path).toEqual(["'self'"])
      // Inline style attributes only (Radix positions popovers with them); each <style> element runs by its hash.
      const styleSrc = policy.get('style-src') ?? []
      expect(styleSrc, page.path).not.toContain("'unsafe-inline'")
      for (const hash of inlineStyleHashes(html)) expect(styleSrc, page.path).toContain(hash)
      expect(policy.get('style-src-attr'), page.path).toEqual(["'unsafe-inline'"])
      // What a meta policy can carry for hosts that ignore _headers (frame-ancestors it cannot).
      expect(policy.get('object-src'), page.path).toEqual(["'none'"])
      expect(policy.get('base-uri'), page.path).toEqual(["'self'"])
      expect(policy.get('form-action'), page.path).toEqual(["'self'"])
      // Only a job page embeds the application form, so only it may frame the form vendor.
      const embedsForm = /^\/careers\/[^/]+$/.test(page.path)
      expect(policy.get('frame-src'), page.path).toEqual(embedsForm ? [site.forms.origin] : undefined)
    })
  })

  test(`${target.name}: the CSP header forbids framing and never contradicts the page's own policy`, async () => {
    for (const path of ['/', '/contact', firstArticle, '/no-such-page']) {
      const reply = await get(target, path)
      const header = directives(reply.headers['content-security-policy'] ?? '')
      expect(header.get('frame-ancestors'), path).toEqual(["'none'"])
      expect(header.get('object-src'), path).toEqual(["'none'"])
      // The page's meta tag alone governs scripts on every host: no header carries a second script policy.
      expect(header.has('script-src'), path).toBe(false)
      expect(CSP_META.exec(reply.body.toString()), path).not.toBeNull()
    }
  })

  test(`${target.name}: hashed assets are cached for a year and HTML is revalidated`, async () => {
    const home = (await get(target, '/')).body.toString()
    // The stylesheet, and the header island's component and renderer (decision 016).
    const assets = [...new Set([...home.matchAll(/"(\/assets\/[^"\\]+)"/g)].map((match) => match[1]!))]
    expect(assets.length).toBeGreaterThanOrEqual(3)
    for (const path of assets) {
      const reply = await get(target, path)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['cache-control'], path).toBe(IMMUTABLE)
    }
    for (const path of ['/', '/about', firstArticle]) {
      const cacheControl = (await get(target, path)).headers['cache-control']
      expect(cacheControl, path).toMatch(/no-cache|max-age=0\b/)
      expect(cacheControl, path).not.toMatch(/immutable/)
    }
    expect((await get(target, '/no-such-page')).headers['cache-control']).toMatch(/no-cache|no-store|max-age=0\b/)
  })

  test(`${target.name}: the search index's chunks are cached for a year and its entry points revalidated`, async () => {
    const chunks = ['fragment', 'index'].map((folder) => {
      const name = readdirSync(join(buildDir, 'pagefind', folder))[0]!
      return `/pagefind/${folder}/${name}`
    })
    for (const path of chunks) {
      const reply = await get(target, path)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['cache-control'], path).toBe(IMMUTABLE)
      expect(reply.headers['content-type'], path).toBe('application/octet-stream')
      expect(reply.headers['content-encoding'], path).toBeUndefined()
    }
    for (const path of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.en.pagefind',
    ]) {
      const reply = await get(target, path)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['cache-control'], path).toMatch(/no-cache|max-age=0\b/)
    }
  })

  test(`${target.name}: only the search worker may compile WebAssembly, and no page may`, async () => {
    // Two policies joined by a comma (the shared _headers rule and the worker's own); browsers enforce both.
    const worker = (await get(target, '/pagefind/pagefind-worker.js')).headers['content-security-policy'] ?? ''
    const policies = worker.split(',').map((policy) => directives(policy))
    expect(policies.some((policy) => policy.get('frame-ancestors')?.[0] === "'none'")).toBe(true)
    expect(policies.map((policy) => policy.get('script-src'))).toContainEqual(["'self'", "'wasm-unsafe-eval'"])
    for (const path of ['/blogs', '/', firstArticle, '/pagefind/pagefind.js']) {
      const reply = await get(target, path)
      expect(reply.headers['content-security-policy'] ?? '', path).not.toContain('wasm-unsafe-eval')
      expect(reply.body.toString(), path).not.toContain('wasm-unsafe-eval')
    }
  })

  test(`${target.name}: a request repeating the ETag answers 304`, async () => {
    const asset = readdirSync(join(buildDir, 'assets')).find((name) => name.endsWith('.css'))!
    for (const path of ['/about', `/assets/${asset}`]) {
      const etag = (await get(target, path)).headers.etag
      expect(etag, path).toBeDefined()
      expect((await get(target, path, { headers: { 'if-none-match': etag! } })).status, path).toBe(304)
    }
  })

  test(`${target.name}: POST, PUT and DELETE answer 405`, async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await get(target, '/about', { method })).status, method).toBe(405)
    }
  })

  test(`${target.name}: the documented differences between the runtimes still hold`, async () => {
    for (const difference of KNOWN_DIFFERENCES) {
      const expected = target.name === 'cloudflare' ? difference.cloudflare : difference.node
      expect((await get(target, difference.path)).status, difference.path).toBe(expected)
    }
  })
}

/** Everything a client can tell apart about an answer, normalised where the runtimes legitimately differ. */
async function outcome(target: Target, path: string) {
  const { hops, final, reply } = await follow(target, path)
  const contentType = (reply.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const cacheControl = reply.headers['cache-control'] ?? ''
  return {
    redirect:
      hops.length === 0 ? 'none' : hops.every((status) => PERMANENT.includes(status)) ? `permanent to ${final}` : String(hops),
    status: reply.status,
    contentType: contentType === 'application/javascript' ? 'text/javascript' : contentType,
    cache:
      cacheControl === IMMUTABLE ? 'immutable' : /no-cache|no-store|max-age=0\b/.test(cacheControl) ? 'revalidate' : cacheControl,
    sha256: createHash('sha256').update(reply.body).digest('hex').slice(0, 16),
    securityHeaders: Object.entries(SECURITY_HEADERS)
      .filter(([name, pattern]) => !pattern.test(reply.headers[name] ?? ''))
      .map(([name]) => `missing ${name}`),
  }
}

/** Every file the site publishes, by the URL a visitor uses for it. */
function publishedUrls(): Array<string> {
  const urls: Array<string> = []
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name) || entry.name === '_headers' || entry.name === '404.html') continue
    const file = join(entry.parentPath, entry.name)
      .slice(buildDir.length + 1)
      .split('\\')
      .join('/')
    if (file === 'index.html') urls.push('/')
    else urls.push(`/${file.endsWith('.html') ? file.slice(0, -'.html'.length) : file}`)
  }
  return urls.sort()
}

const node = targets.find((target) => target.name === 'node')
for (const other of targets.filter((target) => target.name !== 'node')) {
  test(`node and ${other.name} give the same answer for every published file and every checked URL`, async () => {
    const paths = [...publishedUrls(), ...NOT_FOUND.map(([path]) => path), ...REDIRECTS.map(([path]) => path)]
    const [ours, theirs] = await Promise.all([
      mapLimited(paths, 8, (path) => outcome(node!, path)),
      mapLimited(paths, 8, (path) => outcome(other, path)),
    ])
    expect(paths.length).toBeGreaterThan(100)
    expect(Object.fromEntries(paths.map((path, index) => [path, theirs[index]]))).toEqual(
      Object.fromEntries(paths.map((path, index) => [path, ours[index]])),
    )
  })
}

/**
 * Spellings our server refuses, redirects or sends to a not-found page, where Cloudflare answers otherwise
 * (KNOWN_DIFFERENCES, docs/deploy.md) but nginx's configuration is written to answer exactly as our server does.
 */
const OWN_SPELLINGS: ReadonlyArray<string> = [
  '/404',
  '/404.html',
  '/404/',
  '/404/index',
  '/blogs/404',
  '/blogs/404.html',
  '/careers/404',
  '/index/',
  '/about/index.html',
  '/about/index/',
  '//about',
  '//blogs/no-such-post',
  '/blogs//no-such-post',
  '/about.html.br',
  '/about.html.gz',
  '/_headers',
  '/_redirects',
  '/.env',
  '/.well-known/security.txt',
  '/assets/',
  '/robots.txt/',
  '/no-such-page.html',
  '/no-such-page/index',
]

const nginxTarget = targets.find((target) => target.name === 'nginx')
const nginxSite = inject('deployNginxSite')

if (nginxTarget && nginxSite) {
  test('nginx serves the release `current` links to, and the guide’s switch takes effect at once, with no reload', async () => {
    expect(readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8')).toContain(SWITCH_RELEASE)
    expect(readlinkSync(join(nginxSite, 'current'))).toBe('releases/first')
    const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8')
    expect((await get(nginxTarget, '/robots.txt')).body.toString()).toBe(robots)
    // The next release: the same site with one file changed, uploaded beside the live one.
    const next = join(nginxSite, 'releases', 'next')
    copyRelease(join(nginxSite, 'releases', 'first'), next)
    rmSync(join(next, 'robots.txt'))
    writeFileSync(join(next, 'robots.txt'), 'User-agent: *\nDisallow: /next-release\n')
    try {
      expect((await get(nginxTarget, '/robots.txt')).body.toString()).toBe(robots)
      switchRelease(nginxSite, 'next')
      expect((await get(nginxTarget, '/robots.txt')).body.toString()).toBe('User-agent: *\nDisallow: /next-release\n')
      expect((await get(nginxTarget, '/about')).status).toBe(200)
      expect(h1Of((await get(nginxTarget, '/blogs/no-such-post')).body.toString())).toBe('Blog Post Not Found')
    } finally {
      switchRelease(nginxSite, 'first')
    }
    expect((await get(nginxTarget, '/robots.txt')).body.toString()).toBe(robots)
  })
}

if (node && nginxTarget) {
  test('node and nginx answer the spellings Cloudflare treats differently in the same way', async () => {
    const sourceMap = readdirSync(join(buildDir, 'assets')).find((name) => name.endsWith('.js'))!
    const paths = [...OWN_SPELLINGS, `/assets/${sourceMap}.map`, `/assets/${sourceMap}.br`]
    const [ours, theirs] = await Promise.all([
      mapLimited(paths, 8, (path) => outcome(node, path)),
      mapLimited(paths, 8, (path) => outcome(nginxTarget, path)),
    ])
    expect(Object.fromEntries(paths.map((path, index) => [path, theirs[index]]))).toEqual(
      Object.fromEntries(paths.map((path, index) => [path, ours[index]])),
    )
  })
}
