import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { projectRoot } from '../../server/build-state.ts'
import { freePort } from '../../server/loopback.ts'
import { ensureFixtureBuild, fixtureProject, SPEC_BUILD } from '../support/fixture-build.ts'
import { copyRelease, switchRelease } from './nginx-release.ts'
import { hasExited, startProcess, stopProcess, waitForAnswer, type ServerProcess } from '../support/net.ts'

// The fixture preview build (tests/support/fixture-build.ts), served by each host as it is served in production.
const buildDir = SPEC_BUILD.preview

// Cloudflare is skipped, loudly, only when wrangler exits before answering (DEPLOY_REQUIRE_CLOUDFLARE=1 fails instead); nginx never is.

// Generous: on a loaded 2-core machine wrangler took 28 s to answer (4 s when idle).
const READY_TIMEOUT_MS = 120_000
const WRANGLER_BIN = join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const VITEST_BIN = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs')
// Pinned so workerd never warns about (and wrangler never looks online for) a newer date.
const COMPATIBILITY_DATE = '2025-01-01'
const NGINX_SITE = join(projectRoot, 'deploy', 'nginx', 'tandemdesk.conf')
/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX_BIN = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
  .map((dir) => join(dir, 'nginx'))
  .find((path) => existsSync(path))
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

type Started = ServerProcess & { url: string }

// Set as soon as each process exists, so every exit path stops it.
let ours: Started | undefined
let cloudflare: Started | undefined
let nginx: Started | undefined

async function startOurServer(): Promise<Started> {
  const port = await freePort()
  ours = {
    ...startProcess('our server', [join(fixtureProject('preview'), 'server', 'start.ts')], {
      cwd: fixtureProject('preview'),
      env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port) },
    }),
    url: `http://127.0.0.1:${port}`,
  }
  await waitForAnswer(ours, `${ours.url}/`, READY_TIMEOUT_MS)
  return ours
}

async function startCloudflare(workDir: string): Promise<Started | { skipped: string }> {
  const [port, inspectorPort] = [await freePort(), await freePort()]
  const args = [
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
  ]
  const started: Started = {
    ...startProcess('wrangler', args, {
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
    }),
    url: `http://127.0.0.1:${port}`,
  }
  cloudflare = started
  try {
    await waitForAnswer(started, `${started.url}/`, READY_TIMEOUT_MS)
    return started
  } catch (error) {
    const reason = `${(error as Error).message.split('\n')[0]}. Its output:\n${started.output().trim().split('\n').slice(-40).join('\n')}`
    if (!hasExited(started)) throw new Error(reason, { cause: error })
    cloudflare = undefined
    return { skipped: reason }
  }
}

/**
 * The build laid out as docs/deploy.md publishes it on nginx: a folder of its own under `releases/` (hard links to the
 * build's files, so it costs no copy) and `current`, a link to it made by the guide's own commands. Returns `current`.
 */
function publishRelease(site: string): string {
  const release = join(site, 'releases', 'first')
  mkdirSync(release, { recursive: true })
  copyRelease(buildDir, release)
  switchRelease(site, 'first')
  return join(site, 'current')
}

/**
 * nginx with the checked-in deploy/nginx/tandemdesk.conf, in the foreground with its pid file, logs and temp folders
 * in `dir`; nothing under /etc/nginx is read. Its host part (tandemdesk-host.conf, included relative to the main
 * configuration's folder) is this run's: listen on 127.0.0.1 without TLS, root at the build.
 */
async function startNginx(workDir: string): Promise<Started> {
  if (!NGINX_BIN || !existsSync(BROTLI_MODULE)) {
    throw new Error(
      'nginx or its brotli module is missing: run `npm run test:system-deps` (Debian: nginx libnginx-mod-http-brotli-static)',
    )
  }
  const port = await freePort()
  const dir = join(workDir, 'nginx')
  mkdirSync(dir)
  writeFileSync(join(dir, 'tandemdesk-host.conf'), `listen 127.0.0.1:${port};\nroot ${publishRelease(join(dir, 'site'))};\n`)
  const main = [
    // As root, nginx would run its workers as `nobody`, who may not be able to read the build.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    `load_module ${BROTLI_MODULE};`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, name)};`),
    `  include ${NGINX_SITE};`,
    '}',
  ]
  writeFileSync(join(dir, 'nginx.conf'), `${main.join('\n')}\n`)
  // -e: the error log before the configuration is read, which would otherwise be /var/log/nginx/error.log.
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')]
  nginx = { ...startProcess('nginx', args, { cwd: dir, command: NGINX_BIN }), url: `http://127.0.0.1:${port}` }
  await waitForAnswer(nginx, `${nginx.url}/`, READY_TIMEOUT_MS)
  return nginx
}

function runChecks(targets: Array<{ name: string; url: string }>, cloudflareSkipped: string | undefined): Promise<number> {
  const child = spawn(process.execPath, [VITEST_BIN, 'run', '--config', 'tests/deploy/vitest.config.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      DEPLOY_TARGETS: JSON.stringify(targets),
      DEPLOY_NGINX_SITE: join(workDir, 'nginx', 'site'),
      ...(cloudflareSkipped ? { DEPLOY_CLOUDFLARE_SKIPPED: cloudflareSkipped } : {}),
    },
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const timings: Array<string> = []
const workDir = mkdtempSync(join(tmpdir(), 'test-deploy-'))

async function cleanUp() {
  await Promise.all([stopProcess(ours), stopProcess(cloudflare), stopProcess(nginx)])
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
  await ensureFixtureBuild('preview')
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
