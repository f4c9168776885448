import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, request } from 'node:http'
import { createRequire } from 'node:module'
import { ADMIN_PATH, adminHtml, LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'
import { readRecord } from './read-content.ts'
import { freePort } from '../server/loopback.ts'

const port = Number(process.env.PORT ?? 3000)
const children: Array<ChildProcess> = []
let sitePort = 0

function run(command: string, args: Array<string>, env: NodeJS.ProcessEnv, stdout: 'inherit' | 'ignore' = 'inherit') {
  const child = spawn(command, args, { stdio: ['inherit', stdout, 'inherit'], env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`cms: ${args[0]} stopped (${code ?? 'signal'}); stopping`)
      stop(code ?? 1)
    }
  })
  children.push(child)
}

// The built /admin page allows only what production needs; this one may also reach the local backend, so this
// front answers /admin itself and hands every other request to the site's server.
const localAdmin = adminHtml(readRecord('site'), { localBackend: true })
const front = createServer((incoming, outgoing) => {
  const path = (incoming.url ?? '/').replace(/[?#].*$/, '')
  if (path === ADMIN_PATH || path === `${ADMIN_PATH}.html`) {
    outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    outgoing.end(incoming.method === 'HEAD' ? undefined : localAdmin)
    return
  }
  const upstream = request(
    { host: '127.0.0.1', port: sitePort, path: incoming.url, method: incoming.method, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  upstream.on('error', () => {
    outgoing.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
    outgoing.end('The site is still starting; reload in a moment.')
  })
  incoming.pipe(upstream)
})
let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  front.close()
  process.exitCode = code
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())

run(process.execPath, [createRequire(import.meta.url).resolve('decap-server/dist/index.js')], {
  PORT: String(LOCAL_BACKEND_PORT),
  BIND_HOST: '127.0.0.1',
  MODE: 'fs',
  GIT_REPO_DIRECTORY: process.cwd(),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
})
sitePort = await freePort()
// Its address and request log would only distract: the editor's address is the front's, printed below.
run(process.execPath, ['server/start.ts'], { PORT: String(sitePort) }, 'ignore')

front.once('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? 'another program is listening there (set PORT to use another)' : error.message
  console.error(`cms: cannot listen on http://127.0.0.1:${port}: ${reason}`)
  stop(1)
})
front.listen(port, '127.0.0.1', () => {
  console.log(`cms: open http://127.0.0.1:${port}${ADMIN_PATH} to edit the site's content (files under content/).`)
})
