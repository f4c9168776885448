import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildDir, ensureBuild, projectRoot } from '../../server/build-state.ts'
import { prepareNginx } from '../../scripts/nginx.ts'

// Cloudflare is skipped, loudly, only when wrangler exits before answering (DEPLOY_REQUIRE_CLOUDFLARE=1 fails instead); nginx never is.

// Generous: on a loaded 2-core machine wrangler took 28 s to answer (4 s when idle).
const READY_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 5_000
const WRANGLER_BIN = join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const VITEST_BIN = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs')
// Pinned so workerd never warns about (and wrangler never looks online for) a newer date.
const COMPATIBILITY_DATE = '2025-01-01'

type Started = { name: string; url: string; child: ChildProcess; output: () => string }

// Set as soon as each process exists, so every exit path stops it.
let ours: Started | undefined
let cloudflare: Started | undefined
let nginx: Started | undefined

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

// Its own process group, so stopping it also stops what it started (workerd, nginx's worker).
function startProcess(
  name: string,
  args: Array<string>,
  options: { cwd: string; env: NodeJS.ProcessEnv; command?: string },
): Started {
  const { command = process.execPath, ...spawnOptions } = options
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { name, url: '', child, output: () => output }
}

type NotReady = { exited: boolean; reason: string }

async function waitUntilReady(started: Started, url: string): Promise<NotReady | null> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      const status = started.child.exitCode ?? started.child.signalCode
      return { exited: true, reason: `${started.name} exited (${status}) before answering` }
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.status === 200) return null
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  return { exited: false, reason: `${started.name} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s` }
}

async function stop(started: Started | undefined) {
  const pid = started?.child.pid
  if (!started || pid === undefined || started.child.exitCode !== null || started.child.signalCode !== null) return
  const exited = new Promise<void>((done) => started.child.once('exit', () => done()))
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), STOP_TIMEOUT_MS))
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
    await exited
  }
}

async function startOurServer(): Promise<Started> {
  const port = await freePort()
  const started = startProcess('node', [join(projectRoot, 'server', 'start.ts')], {
    cwd: projectRoot,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port) },
  })
  started.url = `http://127.0.0.1:${port}`
  ours = started
  const failure = await waitUntilReady(started, `${started.url}/`)
  if (failure) throw new Error(`${failure.reason}\n${started.output()}`)
  return started
}

async function startCloudflare(workDir: string): Promise<Started | { skipped: string }> {
  const [port, inspectorPort] = [await freePort(), await freePort()]
  const started = startProcess(
    'wrangler',
    [
      WRANGLER_BIN,
      'pages',
      'dev',
      buildDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      join(workDir, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    {
      // wrangler writes .wrangler/ into its working folder: keep it out of the project.
      cwd: workDir,
      env: {
        ...process.env,
        CI: '1',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(workDir, 'logs'),
        XDG_CONFIG_HOME: join(workDir, 'config'),
        NO_COLOR: '1',
      },
    },
  )
  started.url = `http://127.0.0.1:${port}`
  cloudflare = started
  const failure = await waitUntilReady(started, `${started.url}/`)
  if (!failure) return started
  const output = started.output().trim().split('\n').slice(-40).join('\n')
  if (!failure.exited) throw new Error(`${failure.reason}. Its output:\n${output}`)
  cloudflare = undefined
  return { skipped: `${failure.reason}. Its output:\n${output}` }
}

async function startNginx(workDir: string): Promise<Started> {
  const port = await freePort()
  const dir = join(workDir, 'nginx')
  const { command, args, brotli } = prepareNginx(dir, buildDir, port)
  if (!brotli) console.error('test:deploy: nginx runs without brotli_static (libnginx-mod-http-brotli-static is missing)')
  const started = startProcess('nginx', args, { cwd: dir, env: process.env, command })
  started.url = `http://127.0.0.1:${port}`
  nginx = started
  const failure = await waitUntilReady(started, `${started.url}/`)
  if (failure) throw new Error(`${failure.reason}\n${started.output()}`)
  return started
}

function runChecks(targets: Array<{ name: string; url: string }>, cloudflareSkipped: string | undefined): Promise<number> {
  const child = spawn(process.execPath, [VITEST_BIN, 'run', '--config', 'tests/deploy/vitest.config.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      DEPLOY_TARGETS: JSON.stringify(targets),
      ...(cloudflareSkipped ? { DEPLOY_CLOUDFLARE_SKIPPED: cloudflareSkipped } : {}),
    },
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const timings: Array<string> = []
const workDir = mkdtempSync(join(tmpdir(), 'test-deploy-'))

async function cleanUp() {
  await Promise.all([stop(ours), stop(cloudflare), stop(nginx)])
  rmSync(workDir, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(130))
  })
}

let exitCode = 1
try {
  let started = performance.now()
  ensureBuild()
  timings.push(`build check ${Math.round(performance.now() - started)} ms`)

  started = performance.now()
  const [oursStarted, cloudflareStarted, nginxStarted] = await Promise.all([
    startOurServer(),
    startCloudflare(workDir),
    startNginx(workDir),
  ])
  timings.push(`servers ready ${Math.round(performance.now() - started)} ms`)

  let skipped: string | undefined
  if ('skipped' in cloudflareStarted) {
    skipped = cloudflareStarted.skipped
    console.error(`\n*** Cloudflare runtime SKIPPED: wrangler pages dev could not start.\n${skipped}\n`)
    if (process.env.DEPLOY_REQUIRE_CLOUDFLARE === '1') throw new Error('DEPLOY_REQUIRE_CLOUDFLARE=1 and wrangler could not start')
  }
  const targets = [
    { name: 'node', url: oursStarted.url },
    ...('url' in cloudflareStarted ? [{ name: 'cloudflare', url: cloudflareStarted.url }] : []),
    { name: 'nginx', url: nginxStarted.url },
  ]
  console.log(`Deploy parity against ${targets.map((target) => `${target.name} ${target.url}`).join(', ')}`)

  started = performance.now()
  exitCode = await runChecks(targets, skipped)
  timings.push(`checks ${Math.round(performance.now() - started)} ms`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  const started = performance.now()
  await cleanUp()
  timings.push(`stop ${Math.round(performance.now() - started)} ms`)
  console.log(`test:deploy: ${timings.join(', ')}`)
}
process.exit(exitCode)
