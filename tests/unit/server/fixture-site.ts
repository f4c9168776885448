import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer as createHttpsServer } from 'node:https'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { generate } from 'selfsigned'
import {
  closeGracefully,
  createStaticHandler,
  createStaticServer,
  type StaticHandlerOptions,
} from '../../../server/static-server.ts'

/**
 * A small built site in a temp folder for the server tests, so they need no build. The site folder sits inside a
 * parent folder that holds a secret, so a traversal that escapes the site has something to leak.
 */

export const SECRETS = {
  outsideRoot: 'OUTSIDE_ROOT_SECRET_7f3a',
  dotenv: 'DOTENV_SECRET_51c2',
  git: 'GIT_CONFIG_SECRET_9d04',
  sourceMap: 'SOURCE_MAP_SECRET_e6b1',
  headersFile: 'HEADERS_FILE_SECRET_2a8c',
} as const

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title></head><body><h1>${title}</h1><script>window.__page = ${JSON.stringify(title)}</script><p>${'Plain words to make the page worth compressing. '.repeat(20)}</p></body></html>`

export const FIXTURE_FILES: Readonly<Record<string, string>> = {
  'index.html': page('Home'),
  'about.html': page('About'),
  'services.html': page('Services'),
  'services/sales.html': page('Sales'),
  'blogs.html': page('Blog'),
  'blogs/first-post.html': page('First post'),
  '404.html': page('Oops! Page not found'),
  'blogs/404.html': page('Blog Post Not Found'),
  'careers/404.html': page('Job Not Found'),
  'about.data': '[{"_1":2},"routes/about"]',
  'assets/app-abc123.js': `console.log(${JSON.stringify('bundle '.repeat(300))})`,
  'assets/app-abc123.js.map': `{"version":3,"sources":["${SECRETS.sourceMap}"]}`,
  'assets/app-abc123.css': `body{color:black}${'.x{margin:0}'.repeat(100)}`,
  'robots.txt': 'User-agent: *\nAllow: /\nSitemap: https://www.example.com/sitemap.xml\n',
  '.env': `API_KEY=${SECRETS.dotenv}`,
  '.git/config': `[remote] url = ${SECRETS.git}`,
  'assets/.hidden': SECRETS.dotenv,
  _headers: `/*\n  X-Secret: ${SECRETS.headersFile}\n`,
  _redirects: `/old /new 301 # ${SECRETS.headersFile}`,
}

/** Writes the fixture site (with .br/.gz copies of the compressible files) and returns its folder. */
export function createFixtureSite(files: Readonly<Record<string, string>> = FIXTURE_FILES): string {
  const parent = mkdtempSync(join(tmpdir(), 'static-site-'))
  writeFileSync(join(parent, 'secret.txt'), SECRETS.outsideRoot)
  const root = join(parent, 'site')
  for (const [name, content] of Object.entries(files)) {
    const file = join(root, name)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
    if (/\.(html|js|css)$/.test(name)) {
      writeFileSync(`${file}.br`, brotliCompressSync(content))
      writeFileSync(`${file}.gz`, gzipSync(content))
    }
  }
  return root
}

export type RunningServer = {
  port: number
  url: string
  logLines: Array<string>
  server: ReturnType<typeof createStaticServer>
  close: () => Promise<void>
}

/** Our production server over `root` on a free port of 127.0.0.1, its log lines kept in `logLines`. */
export async function startServer(root: string, options: Omit<StaticHandlerOptions, 'log'> = {}): Promise<RunningServer> {
  const logLines: Array<string> = []
  const server = createStaticServer(root, { ...options, log: (line) => logLines.push(line) })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    logLines,
    server,
    close: () => closeGracefully(server, 100),
  }
}

export type HttpsServer = { port: number; url: string; close: () => Promise<void> }

/**
 * The production request handler behind a local HTTPS listener on 127.0.0.1, with a self-signed certificate for
 * that address made now. `certificate` is the PEM to trust, since the certificate is its own issuer.
 */
export async function startHttpsServer(root: string): Promise<HttpsServer & { certificate: string }> {
  const { cert, private: key } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  })
  const server = createHttpsServer({ cert, key }, createStaticHandler(root, { log: null }))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `https://127.0.0.1:${port}`,
    certificate: cert,
    close: () => {
      server.closeAllConnections()
      return new Promise((done) => server.close(() => done()))
    },
  }
}

export type RawReply = {
  status: number
  headers: Record<string, string>
  /** Everything after the header block, undecoded (chunk sizes included). */
  body: string
  /** The whole answer as received. */
  raw: string
}

/**
 * Sends bytes exactly as given over a fresh TCP connection and reads until the server closes it (or the timeout),
 * so nothing normalises the request on the way. Requests should carry `Connection: close`.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 3000): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Array<Buffer> = []
    const timer = setTimeout(() => socket.destroy(), timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it refused; what it wrote before that still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parseReply(Buffer.concat(chunks).toString('latin1')))
    })
    socket.write(request)
  })
}

export function parseReply(raw: string): RawReply {
  const headerEnd = raw.indexOf('\r\n\r\n')
  const head = headerEnd === -1 ? raw : raw.slice(0, headerEnd)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: headerEnd === -1 ? '' : raw.slice(headerEnd + 4),
    raw,
  }
}

/** A GET (or other method) with the usual headers, as raw bytes. */
export function requestText(target: string, { method = 'GET', headers = {} as Record<string, string> } = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}
