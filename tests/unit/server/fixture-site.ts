import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { createSecureStaticServer, createStaticServer } from '../../../server/static-server.ts'
import { close, listen } from '../../../server/loopback.ts'

/**
 * A small built site in a temp folder for the server tests, so they need no build. It sits in a parent folder that
 * holds a secret, so a request that escapes the site has something to leak.
 */

export const OUTSIDE_SECRET = 'OUTSIDE_ROOT_SECRET_7f3a'

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${'Words worth compressing. '.repeat(40)}</p></body></html>`

export const FIXTURE_FILES: Readonly<Record<string, string>> = {
  'index.html': page('Home'),
  'about.html': page('About'),
  'blogs.html': page('Blog'),
  'blogs/first-post.html': page('First post'),
  '404.html': page('Oops! Page not found'),
  'blogs/404.html': page('Blog Post Not Found'),
  'assets/app-abc123.js': `console.log(${JSON.stringify('bundle '.repeat(300))})`,
  'assets/app-abc123.js.map': `{"version":3,"sources":["SOURCE_MAP_SECRET_e6b1"]}`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
  'pagefind/pagefind-worker.js': 'self.onmessage = () => {}',
  'pagefind/fragment/en_def5678.pf_fragment': 'fragment',
  '.env': 'API_KEY=DOTENV_SECRET_51c2',
  '.git/config': '[remote] url = GIT_CONFIG_SECRET_9d04',
  _headers: '/*\n  X-Secret: HEADERS_FILE_SECRET_2a8c\n',
}

/** Every secret the fixture holds; no answer may contain one. */
export const SECRETS = [
  OUTSIDE_SECRET,
  'SOURCE_MAP_SECRET_e6b1',
  'DOTENV_SECRET_51c2',
  'GIT_CONFIG_SECRET_9d04',
  'HEADERS_FILE_SECRET_2a8c',
]

/** Writes the fixture site, with .br/.gz copies of its pages and scripts as the build writes them, and returns its folder. */
export function createFixtureSite(files: Readonly<Record<string, string>> = FIXTURE_FILES): string {
  const parent = mkdtempSync(join(tmpdir(), 'static-site-'))
  writeFileSync(join(parent, 'secret.txt'), OUTSIDE_SECRET)
  const root = join(parent, 'site')
  for (const [name, content] of Object.entries(files)) {
    const file = join(root, name)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
    if (/\.(html|js)$/.test(name)) {
      writeFileSync(`${file}.br`, brotliCompressSync(content))
      writeFileSync(`${file}.gz`, gzipSync(content))
    }
  }
  return root
}

/** Our server over `root` on a free port of 127.0.0.1, its log lines kept in `log`. */
export async function startServer(root: string) {
  const log: Array<string> = []
  const server = createStaticServer(root, { log: (line) => log.push(line) })
  const port = await listen(server)
  return { port, url: `http://127.0.0.1:${port}`, log, server, close: () => close(server) }
}

/** Our request handler behind HTTPS on 127.0.0.1; `certificate` is the PEM to trust. */
export async function startHttpsServer(root: string) {
  const { server, certificate } = await createSecureStaticServer(root, { log: null })
  const port = await listen(server)
  return { port, certificate, close: () => close(server) }
}

export type RawReply = { status: number; headers: Record<string, string>; body: Buffer; raw: string }

/**
 * Sends bytes exactly as given over a new connection, so no client tidies the request up first, and reads until the
 * server closes it. Requests should carry `Connection: close`.
 */
export function rawRequest(port: number, request: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Array<Buffer> = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it refused; what it wrote before that still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    socket.on('close', () => resolve(parseReply(Buffer.concat(chunks))))
    socket.write(request)
  })
}

function parseReply(bytes: Buffer): RawReply {
  const raw = bytes.toString('latin1')
  const headerEnd = raw.indexOf('\r\n\r\n')
  const [statusLine = '', ...lines] = (headerEnd === -1 ? raw : raw.slice(0, headerEnd)).split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: headerEnd === -1 ? Buffer.alloc(0) : bytes.subarray(headerEnd + 4),
    raw,
  }
}

/** A request as raw bytes, with `Host` and `Connection: close`. */
export function requestText(target: string, { method = 'GET', headers = {} as Record<string, string> } = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}
