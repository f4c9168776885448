import { createHash } from 'node:crypto'
import { readdirSync, realpathSync, statSync, type Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import { join, sep } from 'node:path'
import type { TLSSocket } from 'node:tls'
import { lookup } from 'mrmime'
import sirv from 'sirv'
import { evaluatePreconditions, rangeStillApplies, type Validators } from './conditional.ts'
import {
  BASE_SECURITY_HEADERS,
  cacheControlFor,
  REVALIDATE_CACHE,
  securityHeadersFor,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts'

// sirv sends the files (docs/decisions/027-preview-server-on-sirv.md); this module decides which file a URL
// names, as static hosts do (DESIGN.md §5–6), and refuses what no host should serve.

export const MAX_URL_LENGTH = 2048

/** `http://host/path` (absolute form, RFC 9112 §3.2.2): the host is ignored, never echoed into a redirect. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i
// Encoded separators, dots and NULs and backslashes are never part of a real path here: refused before decoding.
const SUSPICIOUS = /%(2f|5c|00|2e)|\\|\0/i
const CONTROL = /\p{Cc}/u
// Dotfiles, precompressed copies and source maps by name, the CDN's rule files, and `//`, which is no page.
const HIDDEN = /\/\.|\.(br|gz|map)$|^\/_(headers|redirects)$|\/\//
// A single range sirv reads correctly; any other is dropped, and the whole file sent (RFC 9110 §14.2).
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/

type Resolution = { file: string } | { redirect: string } | { notFound: string } | { status: 400 | 414 }

export type StaticHandlerOptions = { log?: ((line: string) => void) | null }

export function createStaticHandler(root: string, { log = console.log }: StaticHandlerOptions = {}) {
  // `dist` is a link that each build points at its new folder (scripts/build.ts): a request resolves it once, so it is
  // answered from one build, old or new, never from a mix of the two.
  let current: { build: string; respond: (req: IncomingMessage, res: ServerResponse) => Promise<void> } | undefined
  function siteFor(build: string) {
    if (current?.build !== build) current = { build, respond: buildResponder(build) }
    return current.respond
  }

  function buildResponder(build: string) {
    const inside = (path: string) => path.startsWith(`${build}${sep}`)
    const buildTag = createHash('sha256').update(build).digest('base64url').slice(0, 10)
    const send = sirv(build, {
      // Looks each file up on disk per request: a build's folder never changes once it is published.
      dev: true,
      etag: true,
      brotli: true,
      gzip: true,
      extensions: [],
      setHeaders(res, pathname) {
        // mrmime leaves Pagefind's index files untyped and calls XML text/xml, where hosts say application/xml.
        if (pathname.endsWith('.xml')) res.setHeader('Content-Type', 'application/xml')
        else if (!lookup(pathname)) res.setHeader('Content-Type', 'application/octet-stream')
      },
    })

    /** A regular file whose real path, and its precompressed copies', lies inside the build: no link leads out. */
    function isServable(file: string): boolean {
      try {
        const real = realpathSync(join(build, file))
        if (!inside(real) || !statSync(real).isFile()) return false
      } catch {
        return false
      }
      return ['.br', '.gz'].every((suffix) => {
        try {
          return inside(realpathSync(join(build, `${file}${suffix}`)))
        } catch {
          return true
        }
      })
    }

    function pageFile(path: string): string | undefined {
      if (path === '/') return isServable('/index.html') ? '/index.html' : undefined
      if (path.endsWith('/') || /\/(index|404)$/.test(path)) return undefined
      return isServable(`${path}.html`) ? `${path}.html` : undefined
    }

    function resolve(url: string): Resolution {
      if (url.length > MAX_URL_LENGTH) return { status: 414 }
      const target = url.replace(ABSOLUTE_FORM, '') || '/'
      const queryStart = target.search(/[?#]/)
      const rawPath = queryStart === -1 ? target : target.slice(0, queryStart)
      const query = queryStart === -1 ? '' : target.slice(queryStart).split('#')[0]!
      if (!rawPath.startsWith('/') || SUSPICIOUS.test(rawPath)) return { status: 400 }
      let path: string
      try {
        path = decodeURIComponent(rawPath)
      } catch {
        return { status: 400 }
      }
      if (CONTROL.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..')) return { status: 400 }
      if (HIDDEN.test(path)) return { notFound: path }
      // `/x/`, `/x.html` and `/x/index` name the page `/x`: redirect when it exists (DESIGN.md §5).
      if (path === '/index' || path === '/index.html') return { redirect: `/${query}` }
      const stem = path === '/' ? undefined : /^(.+?)(\/|\.html|\/index)$/.exec(path)?.[1]
      if (stem !== undefined) return pageFile(stem) ? { redirect: `${stem}${query}` } : { notFound: path }
      const file = pageFile(path) ?? (isServable(path) ? path : undefined)
      return file ? { file } : { notFound: path }
    }

    // The build's not-found pages, listed once per build: finding the nearest one then costs the same for a path of a
    // thousand segments as for three (docs/decisions/044-bounded-requests-and-validators.md).
    let notFoundFolders: Array<string> | undefined

    /** The nearest 404.html up the path, the rule static hosts follow (DESIGN.md §5); `//blogs/x` is not under `/blogs/`. */
    function notFoundPage(path: string): string | undefined {
      notFoundFolders ??= notFoundFoldersOf(build)
      const folder = notFoundFolders.find((candidate) => path.startsWith(candidate) && isServable(`${candidate}404.html`))
      return folder === undefined ? undefined : `${folder}404.html`
    }

    /** The copy sirv sends for this Accept-Encoding (brotli, gzip, the file), with validators that change with the build. */
    function representation(file: string, acceptEncoding: string) {
      const copies: Array<[suffix: string, encoding?: string]> = [['']]
      if (acceptEncoding.includes('gzip')) copies.unshift(['.gz', 'gzip'])
      if (/(br|brotli)/i.test(acceptEncoding)) copies.unshift(['.br', 'br'])
      for (const [suffix, encoding] of copies) {
        let stats: Stats
        try {
          stats = statSync(join(build, `${file}${suffix}`))
        } catch {
          continue
        }
        return { encoding, validators: validatorsOf(stats, encoding) }
      }
      return undefined
    }

    function validatorsOf(stats: Stats, encoding = 'identity'): Validators {
      // A published build never changes (decision 039): its folder, the file's size and time and the coding name these bytes.
      const written = Math.trunc(stats.mtimeMs * 1000).toString(36)
      return { etag: `"${buildTag}-${stats.size.toString(36)}-${written}-${encoding}"`, lastModified: stats.mtime }
    }

    async function sendNotFound(res: ServerResponse, path: string) {
      const page = notFoundPage(path)
      if (!page) return sendText(res, 404, 'Not Found')
      const body = await readFile(join(build, page))
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': REVALIDATE_CACHE,
      })
      res.end(body)
    }

    async function respond(req: IncomingMessage, res: ServerResponse) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
      const resolution = resolve(req.url ?? '')
      if ('status' in resolution)
        return sendText(res, resolution.status, resolution.status === 414 ? 'URI Too Long' : 'Bad Request')
      if ('redirect' in resolution) return sendText(res, 301, 'Moved Permanently', { Location: resolution.redirect })
      if ('notFound' in resolution) return sendNotFound(res, resolution.notFound)
      const { file } = resolution
      for (const [name, value] of Object.entries(securityHeadersFor(file))) res.setHeader(name, value)
      res.setHeader('Cache-Control', cacheControlFor(file))
      const chosen = representation(file, req.headers['accept-encoding'] ?? '')
      if (!chosen) return sendNotFound(res, file)
      // sirv then picks the same copy, sends these validators instead of its weak ones, and judges no condition itself.
      if (chosen.encoding) req.headers['accept-encoding'] = chosen.encoding
      else delete req.headers['accept-encoding']
      res.setHeader('ETag', chosen.validators.etag)
      res.setHeader('Last-Modified', chosen.validators.lastModified.toUTCString())
      res.setHeader('Vary', 'Accept-Encoding')
      const precondition = evaluatePreconditions(req.headers, chosen.validators)
      if (precondition === 412) return sendText(res, 412, 'Precondition Failed')
      if (precondition === 304) return void res.writeHead(304).end()
      delete req.headers['if-none-match']
      const range = SIMPLE_RANGE.exec(req.headers.range ?? '')
      if (
        !range ||
        (range[2] !== '' && Number(range[2]) < Number(range[1])) ||
        !rangeStillApplies(req.headers, chosen.validators)
      )
        delete req.headers.range
      // sirv pipes a read stream into the answer without listening for its errors, which would end the process.
      res.once('pipe', (source) => source.once('error', (error) => fail(req, res, error)))
      req.url = encodeURI(file)
      send(req, res, () => void sendNotFound(res, file).catch((error) => fail(req, res, error)))
    }
    return respond
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    // One line to the log, never a stack trace to the client.
    log?.(`error: ${error instanceof Error ? error.message : String(error)} for ${req.method} ${req.url}`)
    if (res.headersSent) res.destroy()
    else sendText(res, 500, 'Internal Server Error')
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now()
    const requestLine = `${req.method} ${(req.url ?? '').slice(0, 200)}`
    res.on('finish', () =>
      log?.(`${new Date().toISOString()} ${requestLine} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`),
    )
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value)
    if ((req.socket as TLSSocket).encrypted) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    // Node keeps the first of two Host fields; RFC 9112 §3.2 says such a request is answered 400.
    if (req.rawHeaders.filter((_, index) => index % 2 === 0 && /^host$/i.test(req.rawHeaders[index]!)).length > 1)
      return sendText(res, 400, 'Bad Request')
    let build: string
    try {
      build = realpathSync(root)
    } catch {
      return sendText(res, 503, 'Service Unavailable: there is no build to serve yet')
    }
    siteFor(build)(req, res).catch((error: unknown) => fail(req, res, error))
  }
}

/** The folders of the build that hold a 404.html, as URL prefixes (`/blogs/`), longest first; links are not followed. */
function notFoundFoldersOf(build: string): Array<string> {
  const folders: Array<string> = []
  const visit = (folder: string) => {
    for (const entry of readdirSync(join(build, folder), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      if (entry.isDirectory()) visit(`${folder}${entry.name}/`)
      else if (entry.name === '404.html') folders.push(folder)
    }
  }
  visit('/')
  return folders.sort((a, b) => b.length - a.length)
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE_CACHE, ...headers })
  res.end(text)
}

export function createStaticServer(root: string, options: StaticHandlerOptions = {}): Server {
  return createServer(createStaticHandler(root, options))
}

/** HTTPS and HTTP/2 (its compatibility API fits the handler) under a certificate made now; `npm start` never loads selfsigned. */
export async function createSecureStaticServer(root: string, options: StaticHandlerOptions = {}) {
  const { generate } = await import('selfsigned')
  const { cert, private: key } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  })
  const handler = createStaticHandler(root, options) as unknown as Parameters<typeof createSecureServer>[1]
  return { server: createSecureServer({ cert, key, allowHTTP1: true }, handler), certificate: cert }
}
