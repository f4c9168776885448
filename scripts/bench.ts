import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { buildDir, ensureBuild, projectRoot } from '../server/build-state.ts'
import { formatBytes, median, writeReport } from './measure-report.ts'
import { prepareNginx } from './nginx.ts'

// wrk (C, one thread) makes the load: a JavaScript generator spends as much CPU per response as a fast server, so sets the rate.
const HOST = '127.0.0.1'
const CONNECTIONS = 10
const WARMUP_SECONDS = 1
const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip' }
const BUILD = relative(projectRoot, buildDir)

// A fair peer: the same precompressed files (sirv's --brotli and --gzip default on), ETags and a year of immutable caching.
const SIRV_FLAGS = ['--etag', '--maxage', '31536000', '--immutable']
const NGINX_ACCESS_LOG = '/dev/null'

type Server = { name: string; description: string; port: number; child: ChildProcess }
type Target = { name: string; path: string }
type Round = {
  requestsPerSecond: number
  serverCpuMicros: number
  clientCpuMicros: number
  latencyP50Ms: number
  latencyP99Ms: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
  bytesPerSecond: number
}
type Figures = Round & { status: number; contentEncoding: string | null; bodyBytes: number; rounds: Array<Round> }
type Row = { target: Target; servers: Record<string, Figures> }

function largestScript(): string {
  const assets = join(buildDir, 'assets')
  const [largest] = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)
  if (!largest) throw new Error(`bench: ${BUILD}/assets holds no JavaScript`)
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

type Launch = { command?: string; args: Array<string>; env?: Record<string, string>; cwd?: string }

async function startServer(name: string, description: string, launch: (port: number) => Launch) {
  const port = await freePort()
  const { command = process.execPath, args, env = {}, cwd = projectRoot } = launch(port)
  const child = spawn(command, args, {
    cwd,
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

// As the Lua `done` hook below prints it: latencies in µs, CPU time in clock ticks of the shell that ran wrk.
type WrkResult = {
  requests: number
  durationMicros: number
  bytes: number
  socketErrors: number
  timeouts: number
  errorStatuses: number
  p50Micros: number
  p99Micros: number
  cpuMicros: number
}

const WRK_SCRIPT = `
${Object.entries(REQUEST_HEADERS)
  .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join('\n')}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationMicros":%d,"bytes":%d,"socketErrors":%d,"timeouts":%d,"errorStatuses":%d,"p50Micros":%d,"p99Micros":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`

const run = promisify(execFile)

function wrkBinary(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('bench: wrk is not installed: run `bash scripts/system-deps.sh bench` (Debian: apt-get install wrk)')
  }
}

// A shell runs wrk so that its CPU time can be read afterwards.
async function load(wrk: string, script: string, url: string, seconds: number): Promise<WrkResult> {
  const { stdout } = await run('sh', [
    '-c',
    '"$@" && cat /proc/$$/stat',
    'sh',
    wrk,
    '--threads',
    '1',
    '--connections',
    String(CONNECTIONS),
    '--duration',
    `${seconds}s`,
    '--timeout',
    '5s',
    '--script',
    script,
    url,
  ])
  const json = stdout.split('\n').find((line) => line.startsWith('{"requests"'))
  const stat = stdout.trimEnd().split('\n').at(-1)!
  if (!json) throw new Error(`bench: wrk printed no summary for ${url}:\n${stdout}`)
  // cutime and cstime (fields 16 and 17): CPU time of the children the shell waited for, wrk alone.
  const fields = stat.split(') ')[1]!.split(' ')
  const cpuMicros = ((Number(fields[13]) + Number(fields[14])) * 1_000_000) / CLOCK_TICKS_PER_SECOND
  return { ...(JSON.parse(json) as Omit<WrkResult, 'cpuMicros'>), cpuMicros }
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))

function cpuMicros(pid: number): number {
  const ticks = (id: number) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, 12 and 13 after the command's closing parenthesis.
    return Number(fields[11]) + Number(fields[12])
  }
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean)
  const total = [pid, ...children.map(Number)].reduce((sum, id) => sum + ticks(id), 0)
  return (total * 1_000_000) / CLOCK_TICKS_PER_SECOND
}

type Load = { wrk: string; script: string }

async function measureRound(server: Server, target: Target, seconds: number, { wrk, script }: Load): Promise<Round> {
  const url = `http://${HOST}:${server.port}${target.path}`
  await load(wrk, script, url, WARMUP_SECONDS)
  const cpuBefore = cpuMicros(server.child.pid!)
  const result = await load(wrk, script, url, seconds)
  const cpuUsed = cpuMicros(server.child.pid!) - cpuBefore
  const requests = Math.max(1, result.requests)
  const measuredSeconds = result.durationMicros / 1_000_000
  const round = {
    requestsPerSecond: result.requests / measuredSeconds,
    serverCpuMicros: cpuUsed / requests,
    clientCpuMicros: result.cpuMicros / requests,
    latencyP50Ms: Math.round(result.p50Micros / 100) / 10,
    latencyP99Ms: Math.round(result.p99Micros / 100) / 10,
    requests: result.requests,
    errors: result.socketErrors,
    timeouts: result.timeouts,
    // Every target answers 200 or 404 by design: wrk counts statuses of 400 and more, so the 404 target's all count.
    non2xx: result.errorStatuses,
    bytesPerSecond: result.bytes / measuredSeconds,
  }
  console.error(
    `${server.name.padEnd(5)} ${target.path}: ${Math.round(round.requestsPerSecond)} req/s, ${round.serverCpuMicros.toFixed(1)} µs server and ${round.clientCpuMicros.toFixed(1)} µs client CPU/req, p50 ${round.latencyP50Ms} ms, p99 ${round.latencyP99Ms} ms, ${round.errors} errors, ${round.non2xx} non-2xx`,
  )
  return round
}

function summarise(rounds: Array<Round>, first: Pick<Figures, 'status' | 'contentEncoding' | 'bodyBytes'>): Figures {
  const middle = median(rounds.map((round) => round.requestsPerSecond))
  const typical = rounds.reduce((best, round) =>
    Math.abs(round.requestsPerSecond - middle) < Math.abs(best.requestsPerSecond - middle) ? round : best,
  )
  const sum = (key: 'requests' | 'errors' | 'timeouts' | 'non2xx') => rounds.reduce((total, round) => total + round[key], 0)
  return {
    ...first,
    ...typical,
    requestsPerSecond: middle,
    serverCpuMicros: median(rounds.map((round) => round.serverCpuMicros)),
    clientCpuMicros: median(rounds.map((round) => round.clientCpuMicros)),
    requests: sum('requests'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    rounds,
  }
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
      const rates = f.rounds.map((round) => Math.round(round.requestsPerSecond))
      return [
        `${target.name} \`${target.path}\``,
        server.name,
        `${f.status} ${f.contentEncoding ?? 'identity'} ${formatBytes(f.bodyBytes)}`,
        String(Math.round(f.requestsPerSecond)),
        `${Math.min(...rates)}–${Math.max(...rates)}`,
        `${f.serverCpuMicros.toFixed(1)} µs`,
        `${f.clientCpuMicros.toFixed(1)} µs`,
        `${f.latencyP50Ms} ms`,
        `${f.latencyP99Ms} ms`,
        String(f.errors + f.timeouts),
        String(f.non2xx),
      ]
    }),
  )
}

function ratioRows(rows: ReadonlyArray<Row>): Array<Array<string>> {
  return rows.map(({ target, servers: { ours, 'ours-1': single, sirv, nginx } }) => [
    `${target.name} \`${target.path}\``,
    ratio(ours!.requestsPerSecond, sirv!.requestsPerSecond),
    ratio(single!.requestsPerSecond, sirv!.requestsPerSecond),
    ratio(ours!.requestsPerSecond, nginx!.requestsPerSecond),
    ratio(ours!.serverCpuMicros, sirv!.serverCpuMicros),
    ratio(ours!.serverCpuMicros, nginx!.serverCpuMicros),
    ratio(ours!.latencyP99Ms, sirv!.latencyP99Ms),
    ratio(ours!.latencyP99Ms, nginx!.latencyP99Ms),
  ])
}

const HEADER = [
  'target',
  'server',
  'response',
  'req/s (median)',
  'req/s (rounds)',
  'server CPU/req',
  'client CPU/req',
  'p50',
  'p99',
  'errors',
  'non-2xx',
]
const RATIO_HEADER = [
  'target',
  'req/s ours/sirv',
  'req/s ours-1/sirv',
  'req/s ours/nginx',
  'CPU/req ours/sirv',
  'CPU/req ours/nginx',
  'p99 ours/sirv',
  'p99 ours/nginx',
]

function markdownReport(rows: ReadonlyArray<Row>, servers: ReadonlyArray<Server>, meta: Record<string, string | number>) {
  return [
    '# Load test',
    '',
    `Generated by \`npm run bench\` on ${meta.date} (${meta.machine}; load average ${meta.loadAverage} at the start, ${meta.loadAverageAtEnd} at the end).`,
    `wrk (one thread), ${CONNECTIONS} connections, ${meta.rounds} rounds of ${meta.seconds} s per server and target, each after a ${WARMUP_SECONDS} s warm-up, the servers' order rotating from round to round; \`Accept-Encoding: br, gzip\`, 127.0.0.1. The load generator shares the machine with the servers.`,
    '',
    ...servers.map((server) => `- **${server.name}**: ${server.description}`),
    '',
    markdownTable(HEADER, tableRows(rows, servers)),
    '',
    'Response: status, content encoding and body size of one request. req/s (median) is the median of the rounds, and p50, p99 are those of that round; server CPU/req is the median over the rounds of the CPU time (user + system, from /proc, nginx’s master and worker together) the server used per request; errors (connection errors and timeouts) and non-2xx are summed over all rounds.',
    'wrk shares the 2 cores with the server it loads; client CPU/req is its own CPU time per request, so a server that needs more CPU per request than that is what sets the rate. Server CPU per request compares the servers themselves, and is the steadier figure when the machine is busy.',
    'The 404 target answers 404 by design, so all its responses count as non-2xx; our server and nginx send the site’s 404 page, sirv an empty body.',
    '',
    '## Ours relative to sirv and nginx',
    '',
    'For requests per second, above 1× means ours serves more; for CPU per request and latency, above 1× means ours needs more.',
    '',
    markdownTable(RATIO_HEADER, ratioRows(rows)),
    '',
  ].join('\n')
}

async function main() {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '4' }, rounds: { type: 'string', default: '3' } },
  })
  const seconds = Number(values.duration)
  const rounds = Number(values.rounds)
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('bench: --duration is a number of seconds')
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('bench: --rounds is a whole number')
  const wrk = wrkBinary()
  ensureBuild()
  const targets: Array<Target> = [
    { name: 'HTML page', path: '/pricing' },
    { name: 'largest hashed asset', path: largestScript() },
    { name: 'not found', path: '/no-such-page' },
  ]
  const servers: Array<Server> = []
  const nginxDir = mkdtempSync(join(tmpdir(), 'bench-nginx-'))
  const script = join(nginxDir, 'wrk.lua')
  writeFileSync(script, WRK_SCRIPT)
  const stopAll = () => Promise.all(servers.map(stopServer)).then(() => rmSync(nginxDir, { recursive: true, force: true }))
  const onSignal = (signal: NodeJS.Signals) => void stopAll().then(() => process.kill(process.pid, signal))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const started = performance.now()
    const loadAverage = loadavg()[0]!.toFixed(2)
    servers.push(
      await startServer(
        'ours',
        '`node server/start.ts` (what `npm start` runs: one worker process per CPU), `SKIP_BUILD=1`',
        () => ({
          args: ['server/start.ts'],
          env: { SKIP_BUILD: '1' },
        }),
      ),
    )
    // The same server in one process, as sirv-cli runs: what one Node process does, apart from using both cores.
    servers.push(
      await startServer('ours-1', '`node server/start.ts` with `WORKERS=1`: a single process, `SKIP_BUILD=1`', () => ({
        args: ['server/start.ts'],
        env: { SKIP_BUILD: '1', WORKERS: '1' },
      })),
    )
    servers.push(
      await startServer('sirv', `\`sirv ${BUILD} ${SIRV_FLAGS.join(' ')}\` (sirv-cli)`, (port) => ({
        args: [
          join(projectRoot, 'node_modules', 'sirv-cli', 'bin.js'),
          BUILD,
          '--host',
          HOST,
          '--port',
          String(port),
          ...SIRV_FLAGS,
        ],
      })),
    )
    let nginxBrotli = false
    servers.push(
      await startServer(
        'nginx',
        'nginx (Debian) with the configuration of docs/deploy.md (`server/nginx-config.ts`) on 127.0.0.1, one worker process per CPU (`worker_processes auto`), access log to /dev/null',
        (port) => {
          const { command, args, brotli } = prepareNginx(nginxDir, buildDir, port, {
            accessLog: NGINX_ACCESS_LOG,
            workers: 'auto',
          })
          nginxBrotli = brotli
          return { command, args, cwd: nginxDir }
        },
      ),
    )
    if (!nginxBrotli) console.error('bench: nginx runs without brotli_static (libnginx-mod-http-brotli-static is missing)')
    const rows: Array<Row> = []
    for (const target of targets) {
      const measured = new Map<string, Array<Round>>(servers.map((server) => [server.name, []]))
      for (let round = 0; round < rounds; round++) {
        const order = servers.map((_, index) => servers[(index + round) % servers.length]!)
        for (const server of order) measured.get(server.name)!.push(await measureRound(server, target, seconds, { wrk, script }))
      }
      const figures: Record<string, Figures> = {}
      for (const server of servers) {
        const first = await probe(`http://${HOST}:${server.port}${target.path}`)
        figures[server.name] = summarise(measured.get(server.name)!, first)
      }
      rows.push({ target, servers: figures })
    }
    const meta = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`,
      loadAverage,
      loadAverageAtEnd: loadavg()[0]!.toFixed(2),
      seconds,
      rounds,
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
