import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { closeGracefully, createStaticServer } from './static-server.ts'

const projectRoot = resolve(import.meta.dirname, '..')
const buildDir = join(projectRoot, 'build', 'client')
const stamp = join(buildDir, 'index.html')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** A build is stale when any source it is made from changed after it was written. */
function isBuildStale(): boolean {
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  const sources = ['app', 'content', 'public', 'scripts'].map((dir) => join(projectRoot, dir)).filter(existsSync)
  return sources.some((dir) => newestMtime(dir) > built)
}

if (process.env.SKIP_BUILD !== '1' && isBuildStale()) {
  console.log('Building the site (build/client is missing or older than its sources)…')
  execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' })
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const server = createStaticServer(buildDir)

server.listen(port, host, () => {
  console.log(`TandemDesk site: http://${host}:${port}`)
})

async function shutdown(signal: string) {
  console.log(`${signal} received, closing the server`)
  await closeGracefully(server, 3000)
  process.exit(0)
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
