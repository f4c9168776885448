import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { ADMIN_PATH, adminHtml, LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'
import { readRecord } from './read-content.ts'
import { buildDir, ensureBuild } from '../server/build-state.ts'
import { createStaticHandler } from '../server/static-server.ts'

const port = Number(process.env.PORT ?? 3000)
let stopping = false

if (process.env.SKIP_BUILD !== '1') ensureBuild()
const backend = spawn(process.execPath, [fileURLToPath(import.meta.resolve('decap-server/dist/index.js'))], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(LOCAL_BACKEND_PORT),
    BIND_HOST: '127.0.0.1',
    MODE: 'fs',
    GIT_REPO_DIRECTORY: process.cwd(),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
})
backend.on('exit', (code) => {
  if (stopping) return
  console.error(`cms: Decap's local backend stopped (${code ?? 'signal'}); stopping`)
  stop(code ?? 1)
})

// Only this /admin page may reach the local backend (the built one allows what production needs): it is answered here.
const localAdmin = adminHtml(readRecord('site'), { localBackend: true })
const site = createStaticHandler(buildDir, { log: null })
const front = createServer((incoming, outgoing) => {
  const path = (incoming.url ?? '/').replace(/[?#].*$/, '')
  if (path !== ADMIN_PATH && path !== `${ADMIN_PATH}.html`) return site(incoming, outgoing)
  outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
  outgoing.end(incoming.method === 'HEAD' ? undefined : localAdmin)
})

function stop(code = 0) {
  stopping = true
  backend.kill('SIGTERM')
  front.close()
  process.exitCode = code
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())

front.once('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? 'another program is listening there (set PORT to use another)' : error.message
  console.error(`cms: cannot listen on http://127.0.0.1:${port}: ${reason}`)
  stop(1)
})
front.listen(port, '127.0.0.1', () => {
  console.log(`cms: open http://127.0.0.1:${port}${ADMIN_PATH} to edit the site's content (files under content/).`)
})
