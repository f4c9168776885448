import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { ADMIN_PATH, LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'

const port = Number(process.env.PORT ?? 3000)
const children: Array<ChildProcess> = []

function run(command: string, args: Array<string>, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`cms: ${args[0]} stopped (${code ?? 'signal'}); stopping`)
      stop(code ?? 1)
    }
  })
  children.push(child)
}

let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
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
run(process.execPath, ['server/start.ts'], { PORT: String(port) })
console.log(`cms: open http://127.0.0.1:${port}${ADMIN_PATH} to edit the site's content (files under content/).`)
