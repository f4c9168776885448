import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import type { Site } from '#src/collections/schemas/site.ts'
import { ADMIN_PATH, adminHtml, localCmsConfig } from '#src/lib/cms.ts'
import { UPLOADS_DIR } from '#src/lib/pictures.ts'
import { readRecord } from './read-content.ts'
import { buildDir, ensureBuild } from '../server/build-state.ts'
import { freePort } from '../server/loopback.ts'
import { createStaticHandler } from '../server/static-server.ts'

// `npm run cms`: Decap's editor over this folder, offline. The editor's requests reach Decap's local backend only
// through this server, which takes them from the editor's own page and lets them touch content/ and the uploads only.

const port = Number(process.env.PORT ?? 3000)
const origin = `http://127.0.0.1:${port}`
const EDITABLE = ['content/', `${UPLOADS_DIR}/`]
const MAX_BODY = 60 * 1024 * 1024

/** The repository paths a request to Decap's backend names, by action; null for an action the editor never sends. */
export function requestPaths(action: unknown, params: Record<string, unknown> = {}): Array<unknown> | null {
  const list = (items: unknown) => (Array.isArray(items) ? (items as Array<Record<string, unknown> | undefined>) : [])
  switch (action) {
    case 'info':
    case 'getDeployPreview':
      return []
    case 'entriesByFolder':
      return [params.folder]
    case 'entriesByFiles':
      return list(params.files).map((file) => file?.path)
    case 'getEntry':
    case 'getMediaFile':
    case 'deleteFile':
      return [params.path]
    case 'getMedia':
      return [params.mediaFolder]
    case 'persistEntry': {
      // As decap-server reads it: the data files, else the entry itself; a file may also move to its newPath.
      const files =
        params.dataFiles === undefined ? [params.entry as Record<string, unknown> | undefined] : list(params.dataFiles)
      const moves = files.flatMap((file) => (file?.newPath === undefined ? [] : [file.newPath]))
      return [...files.map((file) => file?.path), ...moves, ...list(params.assets).map((asset) => asset?.path)]
    }
    case 'persistMedia':
      return [(params.asset as Record<string, unknown> | undefined)?.path]
    case 'deleteFiles':
      return Array.isArray(params.paths) ? params.paths : [undefined]
    default:
      return null
  }
}

/** Only the owner's files: content/ and the uploads, never the code, the configuration or anything outside. */
export function isEditable(path: unknown): boolean {
  if (typeof path !== 'string' || path.includes('\0') || path.includes('\\')) return false
  const normal = posix.normalize(path.replace(/^\.\//, ''))
  const folder = normal.endsWith('/') ? normal : `${normal}/`
  return EDITABLE.some((root) => folder.startsWith(root) && !folder.split('/').includes('..'))
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Array<Buffer> = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) resolve(null)
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', () => resolve(null))
  })
}

function reply(response: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8') {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' })
  response.end(body)
}

async function proxy(request: IncomingMessage, response: ServerResponse, backend: string) {
  const refuse = (status: number, error: string) => reply(response, status, JSON.stringify({ error }))
  if (request.headers.origin !== origin) return refuse(403, 'only the editor at this address may use the local backend')
  const text = await readBody(request)
  if (text === null) return refuse(413, 'request too large')
  let body: { action?: unknown; params?: Record<string, unknown> }
  try {
    body = JSON.parse(text)
  } catch {
    return refuse(400, 'not JSON')
  }
  const paths = requestPaths(body.action, body.params)
  if (paths === null) return refuse(400, `unknown action ${JSON.stringify(body.action)}`)
  const outside = paths.filter((path) => !isEditable(path))
  if (outside.length > 0) return refuse(403, `the editor may change only content/ and ${UPLOADS_DIR}/, not ${outside.join(', ')}`)
  const answer = await fetch(backend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text })
  reply(response, answer.status, await answer.text())
}

let site: Site | undefined
/** The site record as saved now; while it cannot be read, the last good one (the CMS must open to mend it). */
function currentSite(): Site {
  try {
    site = readRecord('site')
  } catch (error) {
    if (!site) throw error
  }
  return site
}

async function main() {
  if (process.env.SKIP_BUILD !== '1' && !ensureBuild()) process.exit(1)
  const backendPort = await freePort()
  const backendUrl = `http://127.0.0.1:${backendPort}/api/v1`
  const site = createStaticHandler(buildDir, { log: null })
  let backend: ChildProcess | undefined
  const front = createServer((request, response) => {
    const path = (request.url ?? '/').replace(/[?#].*$/, '')
    if (path === '/api/v1' && request.method === 'POST')
      return void proxy(request, response, backendUrl).catch(() => reply(response, 502, '{"error":"backend unavailable"}'))
    if (path === ADMIN_PATH || path === `${ADMIN_PATH}.html`)
      return reply(response, 200, adminHtml(currentSite()), 'text/html; charset=utf-8')
    if (path === `${ADMIN_PATH}/config.yml`)
      return reply(response, 200, stringify(localCmsConfig(currentSite(), origin), { lineWidth: 0 }), 'text/yaml; charset=utf-8')
    site(request, response)
  })
  const stop = (code = 0) => {
    backend?.kill('SIGTERM')
    front.close()
    process.exitCode = code
  }
  process.on('SIGINT', () => stop())
  process.on('SIGTERM', () => stop())
  front.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? 'another program is listening there (set PORT to use another)' : error.message
    console.error(`cms: cannot listen on ${origin}: ${reason}`)
    stop(1)
  })
  front.listen(port, '127.0.0.1', () => {
    backend = spawn(process.execPath, [fileURLToPath(import.meta.resolve('decap-server/dist/index.js'))], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(backendPort),
        BIND_HOST: '127.0.0.1',
        MODE: 'fs',
        GIT_REPO_DIRECTORY: process.cwd(),
        // No browser page but this server's may call it directly.
        ORIGIN: origin,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    })
    backend.on('exit', (code) => {
      if (process.exitCode !== undefined) return
      console.error(`cms: Decap's local backend stopped (${code ?? 'signal'}); stopping`)
      stop(code ?? 1)
    })
    console.log(`cms: open ${origin}${ADMIN_PATH} to edit the site's content (files under content/).`)
  })
}

if (import.meta.main) await main()
