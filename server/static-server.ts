import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Duplex } from 'node:stream'
import type { TLSSocket } from 'node:tls'
import { securityHeadersFor, BASE_SECURITY_HEADERS, cacheControlFor, STRICT_TRANSPORT_SECURITY } from './security-headers.ts'
import {
  acceptedEncodings,
  isInside,
  preloadFile,
  sendFile,
  sendPreloaded,
  type Encoding,
  type PreloadedFile,
} from './send-file.ts'

export const MAX_URL_LENGTH = 2048

// Smaller files are answered from memory (docs/decisions/017-small-files-from-memory.md).
export const MEMORY_FILE_LIMIT = 256 * 1024

const ALLOWED_METHODS = 'GET, HEAD'

// Bounded, so a client sending endless new URLs costs at most this many entries.
const RESOLUTION_CACHE_SIZE = 1024

type Page = { file: string }
type NotFoundAnswer = { body: Buffer; headers: Record<string, string> }
type NotFoundPage = { encodings: ReadonlyArray<Encoding>; answers: Partial<Record<Encoding | 'identity', NotFoundAnswer>> }

export type StaticHandlerOptions = {
  log?: ((line: string) => void) | null
  memoryFileLimit?: number
}

// Not readdir's recursive mode, which follows links out of the root: linked folders are skipped, linked files must resolve inside.
function walk(root: string, realRoot: string): Array<string> {
  const files: Array<string> = []
  const folders = ['']
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const file = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (entry.isDirectory()) folders.push(file)
      else if (entry.isFile() || (entry.isSymbolicLink() && isFileInside(join(root, file), realRoot))) files.push(file)
    }
  }
  return files
}

function isFileInside(path: string, realRoot: string): boolean {
  try {
    return isInside(realpathSync(path), realRoot) && statSync(path).isFile()
  } catch {
    return false
  }
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

type Resolution =
  | { kind: 'file'; pathname: string; headers: Record<string, string> }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; pathname: string }
  | { kind: 'error'; status: number; message: string }

/** `http://host/path` (absolute form, RFC 9112 §3.2.2): the host is ignored, never echoed into a redirect. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i

/** Maps a request target to a file of the build (DESIGN.md §5); redirects only ever point at a page of this site. */
export function resolveRequest(rawUrl: string, pages: ReadonlyMap<string, Page>, assets: ReadonlySet<string>): Resolution {
  if (rawUrl.length > MAX_URL_LENGTH) return { kind: 'error', status: 414, message: 'URI Too Long' }
  const target = ABSOLUTE_FORM.test(rawUrl) ? rawUrl.replace(ABSOLUTE_FORM, '') || '/' : rawUrl
  if (!target.startsWith('/')) return { kind: 'error', status: 400, message: 'Bad Request' }
  const queryStart = target.search(/[?#]/)
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart)
  const query = queryStart === -1 ? '' : target.slice(queryStart).split('#')[0]!
  // Encoded separators, dots and NULs are never part of a real path here: refuse them before decoding.
  if (/%(2f|5c|00|2e)/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('\0')) {
    return { kind: 'error', status: 400, message: 'Bad Request' }
  }
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { kind: 'error', status: 400, message: 'Bad Request' }
  }
  if (hasControlCharacter(pathname)) return { kind: 'error', status: 400, message: 'Bad Request' }
  const segments = pathname.split('/')
  if (segments.some((segment) => segment === '..' || segment === '.'))
    return { kind: 'error', status: 400, message: 'Bad Request' }
  if (pathname.startsWith('//')) return { kind: 'not-found', pathname: '/' }
  if (pathname.includes('//')) return { kind: 'not-found', pathname }
  if (segments.some((segment) => segment.startsWith('.')) || pathname.endsWith('.map')) return { kind: 'not-found', pathname }

  const canonical = canonicalPageFor(pathname)
  if (canonical !== undefined) {
    return pages.has(canonical) ? { kind: 'redirect', location: `${canonical}${query}` } : { kind: 'not-found', pathname }
  }
  const page = pages.get(pathname)
  if (page) return { kind: 'file', pathname: `/${page.file}`, headers: securityHeadersFor(`/${page.file}`) }
  if (assets.has(pathname)) return { kind: 'file', pathname, headers: securityHeadersFor(pathname) }
  return { kind: 'not-found', pathname }
}

function canonicalPageFor(pathname: string): string | undefined {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1)
  if (pathname === '/index.html' || pathname === '/index') return '/'
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length)
  if (pathname.endsWith('/index')) return pathname.slice(0, -'/index'.length)
  return undefined
}

const NOT_FOUND_FILE = /(^|\/)404\.html$/
const PRECOMPRESSED = /\.(br|gz)$/

export function createStaticHandler(root: string, options: StaticHandlerOptions = {}) {
  const log = loggerFrom(options)
  const realRoot = realpathSync(root)
  const files = walk(root, realRoot)
  const fileSet = new Set(files)
  const pages = new Map<string, Page>()
  const notFoundPages = new Map<string, NotFoundPage>()
  const assets = new Set<string>()
  const preloaded = new Map<string, PreloadedFile>()
  const memoryFileLimit = options.memoryFileLimit ?? MEMORY_FILE_LIMIT

  function encodingsOf(file: string): Array<Encoding> {
    const encodings: Array<Encoding> = []
    if (fileSet.has(`${file}.br`)) encodings.push('br')
    if (fileSet.has(`${file}.gz`)) encodings.push('gzip')
    return encodings
  }

  function notFoundPage(file: string): NotFoundPage {
    const encodings = encodingsOf(file)
    const answer = (body: Buffer, encoding?: Encoding): NotFoundAnswer => ({
      body,
      headers: {
        ...BASE_SECURITY_HEADERS,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(body.length),
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
    })
    const answers: NotFoundPage['answers'] = { identity: answer(readFileSync(join(root, file))) }
    if (encodings.includes('br')) answers.br = answer(readFileSync(join(root, `${file}.br`)), 'br')
    if (encodings.includes('gzip')) answers.gzip = answer(readFileSync(join(root, `${file}.gz`)), 'gzip')
    return { encodings, answers }
  }

  for (const file of files) {
    if (PRECOMPRESSED.test(file)) continue
    if (file.endsWith('.html')) {
      if (NOT_FOUND_FILE.test(file)) {
        const dir = file.includes('/') ? `/${file.slice(0, file.lastIndexOf('/'))}` : ''
        notFoundPages.set(dir, notFoundPage(file))
        continue
      }
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`
      pages.set(path, { file })
      continue
    }
    if (file === '_headers' || file === '_redirects') continue
    assets.add(`/${file}`)
  }

  for (const pathname of [...[...pages.values()].map(({ file }) => `/${file}`), ...assets]) {
    const path = join(root, pathname.slice(1))
    if (statSync(path).size >= memoryFileLimit) continue
    const fileHeaders = { ...securityHeadersFor(pathname), 'Cache-Control': cacheControlFor(pathname) }
    const file = preloadFile(path, realRoot, fileHeaders, encodingsOf(pathname.slice(1)))
    if (file) preloaded.set(pathname, file)
  }

  const resolutions = new Map<string, Resolution>()
  function resolve(url: string): Resolution {
    const known = resolutions.get(url)
    if (known) return known
    const resolution = resolveRequest(url, pages, assets)
    if (resolutions.size >= RESOLUTION_CACHE_SIZE) resolutions.clear()
    resolutions.set(url, resolution)
    return resolution
  }

  // The nearest 404.html up the path, as static hosts do (DESIGN.md §5).
  function notFoundPageFor(pathname: string): NotFoundPage | undefined {
    let dir = pathname.slice(0, pathname.lastIndexOf('/'))
    for (;;) {
      const page = notFoundPages.get(dir)
      if (page) return page
      if (dir === '') return undefined
      dir = dir.slice(0, dir.lastIndexOf('/'))
    }
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const page = notFoundPageFor(pathname)
    if (!page) {
      sendError(res, 404, 'Not Found')
      return
    }
    const encoding = acceptedEncodings(req.headers['accept-encoding'], page.encodings)[0] ?? 'identity'
    const answer = page.answers[encoding]!
    res.writeHead(404, answer.headers)
    res.end(req.method === 'HEAD' ? undefined : answer.body)
  }

  function sendError(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
    res.writeHead(status, { ...BASE_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra })
    res.end(message)
  }

  function respond(req: IncomingMessage, res: ServerResponse): Promise<void> | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS })
      return
    }
    const resolution = resolve(req.url ?? '')
    switch (resolution.kind) {
      case 'error':
        sendError(res, resolution.status, resolution.message)
        return
      case 'redirect':
        sendError(res, 301, `Moved Permanently: ${resolution.location}`, { Location: resolution.location })
        return
      case 'not-found':
        sendNotFound(req, res, resolution.pathname)
        return
      case 'file': {
        const inMemory = preloaded.get(resolution.pathname)
        if (inMemory) {
          sendPreloaded(req, res, inMemory)
          return
        }
        return streamFile(req, res, resolution.pathname, resolution.headers)
      }
    }
  }

  async function streamFile(req: IncomingMessage, res: ServerResponse, pathname: string, headers: Record<string, string>) {
    const file = pathname.slice(1)
    const outcome = await sendFile(req, res, {
      path: join(root, file),
      root: realRoot,
      headers: { ...headers, 'Cache-Control': cacheControlFor(pathname) },
      encodings: encodingsOf(file),
      onStreamError: (error) => log?.(`error: ${describe(error)} while sending ${pathname}`),
    })
    // Gone since startup (a rebuild in progress, say): answer as if it had never existed.
    if (outcome === 'missing') sendNotFound(req, res, pathname)
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now()
    const requestLine = `${req.method} ${(req.url ?? '').slice(0, 200)}`
    if (log) {
      res.on('finish', () => {
        log(`${new Date().toISOString()} ${requestLine} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`)
      })
    }
    if ((req.socket as TLSSocket).encrypted) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    const fail = (error: unknown) => {
      // Never a stack trace to the client; one line to the log.
      log?.(`error: ${describe(error)} for ${requestLine}`)
      if (!res.headersSent) sendError(res, 500, 'Internal Server Error')
      else res.destroy()
    }
    try {
      respond(req, res)?.catch(fail)
    } catch (error) {
      fail(error)
    }
  }
}

let pendingLines: Array<string> = []
let flushesOnExit = false

function flushLog() {
  if (pendingLines.length === 0) return
  const text = `${pendingLines.join('\n')}\n`
  pendingLines = []
  process.stdout.write(text)
}

// Lines of one event-loop turn go out in one write system call.
function logToStdout(line: string) {
  if (pendingLines.push(line) > 1) return
  setImmediate(flushLog)
  if (flushesOnExit) return
  flushesOnExit = true
  process.on('exit', flushLog)
}

function loggerFrom(options: StaticHandlerOptions): ((line: string) => void) | null {
  return options.log === undefined ? logToStdout : options.log
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function createStaticServer(root: string, options: StaticHandlerOptions = {}): Server {
  const log = loggerFrom(options)
  const handle = createStaticHandler(root, { ...options, log })
  const server = createServer((req, res) => {
    // Once closing, end each connection after its answer, so keep-alive clients cannot hold the server open.
    if (!server.listening) res.setHeader('Connection', 'close')
    res.on('finish', () => {
      if (!server.listening) setImmediate(() => server.closeIdleConnections())
    })
    handle(req, res)
  })
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  server.maxHeadersCount = 100
  // Node hands CONNECT to this event and, without a listener, drops the connection without a word.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    log?.(`${new Date().toISOString()} CONNECT ${(req.url ?? '').slice(0, 200)} 405`)
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
  })
  return server
}

export function closeGracefully(server: Server, graceMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs)
    timer.unref()
    server.close(() => {
      clearTimeout(timer)
      resolve()
    })
    server.closeIdleConnections()
  })
}
