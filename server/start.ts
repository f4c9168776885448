import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { buildDir, ensureBuild } from './build-state.ts'
import { closeGracefully, createStaticServer } from './static-server.ts'

/**
 * `npm start`: the production server over dist/. One worker process per CPU (`WORKERS` overrides; 1 runs a single
 * process), sharing the port the way nginx's worker processes do: a single Node process answers a page in about
 * 35 µs of CPU, so one core is the ceiling of one process (reports/bench.md, docs/decisions/017).
 */
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const workers = workerCount(process.env.WORKERS)

function workerCount(value: string | undefined): number {
  if (value === undefined || value === '') return availableParallelism()
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) throw new Error(`WORKERS must be a whole number of at least 1, not "${value}"`)
  return count
}

if (cluster.isPrimary && workers > 1) startPrimary()
else startWorker()

function startPrimary() {
  if (process.env.SKIP_BUILD !== '1') ensureBuild()
  let closing = false
  let listening = 0
  const served = new Set<Worker>()
  const fork = () => cluster.fork({ SKIP_BUILD: '1' })
  cluster.on('listening', (worker: Worker) => {
    served.add(worker)
    if (++listening === workers) console.log(`TandemDesk site: http://${host}:${port} (${workers} worker processes)`)
  })
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0)
      return
    }
    // A worker that dies before it ever listened (the port is taken, the build is missing) would die the same way
    // again: stop instead of starting workers in a loop. The worker has said why.
    if (!served.delete(worker)) {
      process.exitCode = 1
      shutdown()
      return
    }
    // A worker that dies while serving is replaced, so one bad request can never take the site down.
    console.log(`error: worker ${worker.process.pid} exited (${signal ?? `code ${code}`}), starting another`)
    fork()
  })
  for (let index = 0; index < workers; index++) fork()

  function shutdown(signal?: NodeJS.Signals) {
    if (closing) return
    closing = true
    if (signal) console.log(`${signal} received, closing the server`)
    const running = Object.values(cluster.workers ?? {})
    if (running.length === 0) process.exit(process.exitCode ?? 0)
    for (const worker of running) worker?.process.kill('SIGTERM')
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

function startWorker() {
  if (cluster.isPrimary && process.env.SKIP_BUILD !== '1') ensureBuild()
  const server = createStaticServer(buildDir)
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? 'another program is listening there (set PORT to use another)' : error.message
    console.error(`error: cannot listen on http://${host}:${port}: ${reason}`)
    process.exit(1)
  })
  server.listen(port, host, () => {
    if (cluster.isPrimary) console.log(`TandemDesk site: http://${host}:${port}`)
  })
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    if (cluster.isPrimary) console.log(`${signal} received, closing the server`)
    await closeGracefully(server, 3000)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}
