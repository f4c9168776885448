import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { buildDir, ensureBuild } from './build-state.ts'
import { closeGracefully, createStaticServer } from './static-server.ts'

// One worker per CPU: one Node process tops out at one core (reports/bench.md, docs/decisions/018-one-worker-per-cpu.md).
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
    // One that died before listening (port taken, build missing) would die the same way again: stop rather than loop.
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
