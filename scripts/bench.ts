import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { buildDir, ensureBuild, projectRoot } from '../server/build-state.ts'
import { formatBytes, writeReport } from './measure-report.ts'

/**
 * `npm run bench`: a bounded load test of our production server (`node server/start.ts`, as `npm start` runs it)
 * and, in the same run, of sirv-cli over the same build (dist/), on 127.0.0.1 only. Each target gets a short
 * warm-up, then `--duration` seconds (default 8) at 10 connections, servers alternating per target so that any
 * drift in the machine's load hits both. Writes reports/bench.{json,md}.
 */
const HOST = '127.0.0.1'
const CONNECTIONS = 10
const WARMUP_SECONDS = 1
const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip' }

/**
 * sirv-cli as a fair peer: the same precompressed .br/.gz files (its --brotli and --gzip are on by default), ETags,
 * and a year of immutable caching; request logging stays on in both servers, written to /dev/null.
 */
const SIRV_FLAGS = ['--etag', '--maxage', '31536000', '--immutable']

type Server = { name: string; description: string; port: number; child: ChildProcess }
type Target = { name: string; path: string }
type Figures = {
  status: number
  contentEncoding: string | null
  bodyBytes: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
  throughputBytesPerSecond: number
}
type Row = { target: Target; servers: Record<string, Figures> }

function largestScript(): string {
  const assets = join(buildDir, 'assets')
  const [largest] = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)
  if (!largest) throw new Error('bench: dist/assets holds no JavaScript')
  return `/assets/${largest.name}`
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitUntilServing(server: Server) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`bench: ${server.name} exited with code ${server.child.exitCode}`)
    try {
      await fetch(`http://${HOST}:${server.port}/`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`bench: ${server.name} did not answer on port ${server.port} within 15 s`)
}

async function startServer(name: string, description: string, command: Array<string>, env: Record<string, string> = {}) {
  const port = await freePort()
  const args = command.map((part) => part.replace('{port}', String(port)))
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const server = { name, description, port, child }
  await waitUntilServing(server)
  return server
}

function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => server.child.kill('SIGKILL'), 5000)
    server.child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    server.child.kill('SIGTERM')
  })
}

/** One request, to show what the target answers: status, encoding and the size on the wire. */
function probe(url: string): Promise<Pick<Figures, 'status' | 'contentEncoding' | 'bodyBytes'>> {
  return new Promise((resolve, reject) => {
    get(url, { headers: REQUEST_HEADERS }, (response) => {
      let bodyBytes = 0
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length))
      response.on('end', () => {
        const encoding = response.headers['content-encoding']
        resolve({ status: response.statusCode ?? 0, contentEncoding: encoding ?? null, bodyBytes })
      })
      response.on('error', reject)
    }).on('error', reject)
  })
}

async function load(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: REQUEST_HEADERS })
}

async function measure(server: Server, target: Target, seconds: number): Promise<Figures> {
  const url = `http://${HOST}:${server.port}${target.path}`
  const first = await probe(url)
  await load(url, WARMUP_SECONDS)
  const result = await load(url, seconds)
  const figures = {
    ...first,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughputBytesPerSecond: result.throughput.average,
  }
  console.error(
    `${server.name.padEnd(5)} ${target.path}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, ${figures.errors} errors, ${figures.non2xx} non-2xx`,
  )
  return figures
}

function ratio(ours: number, theirs: number): string {
  return theirs === 0 ? 'n/a' : `${(ours / theirs).toFixed(2)}×`
}

function markdownTable(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

function tableRows(rows: ReadonlyArray<Row>, servers: ReadonlyArray<Server>): Array<Array<string>> {
  return rows.flatMap(({ target, servers: figures }) =>
    servers.map((server) => {
      const f = figures[server.name]!
      return [
        `${target.name} \`${target.path}\``,
        server.name,
        `${f.status} ${f.contentEncoding ?? 'identity'} ${formatBytes(f.bodyBytes)}`,
        String(Math.round(f.requestsPerSecond)),
        `${f.latencyP50Ms} ms`,
        `${f.latencyP99Ms} ms`,
        String(f.errors + f.timeouts),
        String(f.non2xx),
      ]
    }),
  )
}

function ratioRows(rows: ReadonlyArray<Row>): Array<Array<string>> {
  return rows.map(({ target, servers: { ours, sirv } }) => [
    `${target.name} \`${target.path}\``,
    ratio(ours!.requestsPerSecond, sirv!.requestsPerSecond),
    ratio(ours!.latencyP50Ms, sirv!.latencyP50Ms),
    ratio(ours!.latencyP99Ms, sirv!.latencyP99Ms),
  ])
}

const HEADER = ['target', 'server', 'response', 'req/s', 'p50', 'p99', 'errors', 'non-2xx']
const RATIO_HEADER = ['target', 'req/s ours/sirv', 'p50 ours/sirv', 'p99 ours/sirv']

function markdownReport(rows: ReadonlyArray<Row>, servers: ReadonlyArray<Server>, meta: Record<string, string | number>) {
  return [
    '# Load test',
    '',
    `Generated by \`npm run bench\` on ${meta.date} (${meta.machine}; load average ${meta.loadAverage} at the start).`,
    `autocannon, ${CONNECTIONS} connections, ${meta.seconds} s per target after a ${WARMUP_SECONDS} s warm-up, \`Accept-Encoding: br, gzip\`, 127.0.0.1. The load generator shares the machine with the server.`,
    '',
    ...servers.map((server) => `- **${server.name}**: ${server.description}`),
    '',
    markdownTable(HEADER, tableRows(rows, servers)),
    '',
    'Response: status, content encoding and body size of one request. Errors are connection errors and timeouts.',
    'The 404 target answers 404 by design, so all its responses count as non-2xx; our server sends the site’s 404 page, sirv an empty body.',
    '',
    '## Ours relative to sirv',
    '',
    'For requests per second, above 1× means ours serves more; for latency, above 1× means ours is slower.',
    '',
    markdownTable(RATIO_HEADER, ratioRows(rows)),
    '',
  ].join('\n')
}

async function main() {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '8' } } })
  const seconds = Number(values.duration)
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('bench: --duration is a number of seconds')
  ensureBuild()
  const targets: Array<Target> = [
    { name: 'HTML page', path: '/pricing' },
    { name: 'largest hashed asset', path: largestScript() },
    { name: 'not found', path: '/no-such-page' },
  ]
  const servers: Array<Server> = []
  const stopAll = () => Promise.all(servers.map(stopServer))
  const onSignal = (signal: NodeJS.Signals) => void stopAll().then(() => process.kill(process.pid, signal))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const started = performance.now()
    const loadAverage = loadavg()[0]!.toFixed(2)
    servers.push(
      await startServer('ours', '`node server/start.ts` (what `npm start` runs), `SKIP_BUILD=1`', ['server/start.ts'], {
        SKIP_BUILD: '1',
      }),
    )
    servers.push(
      await startServer('sirv', `\`sirv dist ${SIRV_FLAGS.join(' ')}\` (sirv-cli)`, [
        join(projectRoot, 'node_modules', 'sirv-cli', 'bin.js'),
        buildDir,
        '--host',
        HOST,
        '--port',
        '{port}',
        ...SIRV_FLAGS,
      ]),
    )
    const rows: Array<Row> = []
    for (const target of targets) {
      const figures: Record<string, Figures> = {}
      for (const server of servers) figures[server.name] = await measure(server, target, seconds)
      rows.push({ target, servers: figures })
    }
    const meta = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`,
      loadAverage,
      seconds,
    }
    console.log(`\n${markdownTable(HEADER, tableRows(rows, servers))}\n\n${markdownTable(RATIO_HEADER, ratioRows(rows))}\n`)
    writeReport(
      'bench',
      { ...meta, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, targets, rows },
      markdownReport(rows, servers, meta),
    )
    console.log(`Measured in ${Math.round((performance.now() - started) / 1000)} s.`)
  } finally {
    await stopAll()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

await main()
