import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { projectRoot } from '../../server/build-state.ts'
import { freePort } from '../../server/loopback.ts'
import { ensureFixtureBuild, fixtureProject, SPEC_BUILD } from '../support/fixture-build.ts'
import { hasExited, startProcess, stopProcess, waitForAnswer, type ServerProcess } from '../support/net.ts'
import { copyRelease, switchRelease } from './nginx-release.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The hosts serving the fixture preview build: our server, Cloudflare's runtime (unless skipped) and nginx. */
    deployTargets: Array<{ name: string; url: string }>
    /** nginx's site folder, laid out as docs/deploy.md publishes a release. */
    deployNginxSite: string
    /** Why wrangler could not start, or '' when it did. */
    cloudflareSkipped: string
  }
}

// The fixture preview build (tests/support/fixture-build.ts), served by each host as it is served in production.
const buildDir = SPEC_BUILD.preview

// Cloudflare is skipped, loudly, only when wrangler exits before answering (DEPLOY_REQUIRE_CLOUDFLARE=1 fails instead); nginx never is.

// Generous: on a loaded 2-core machine wrangler took 28 s to answer (4 s when idle).
const READY_TIMEOUT_MS = 120_000
const WRANGLER_BIN = join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
// Pinned so workerd never warns about (and wrangler never looks online for) a newer date.
const COMPATIBILITY_DATE = '2025-01-01'
const NGINX_SITE = join(projectRoot, 'deploy', 'nginx', 'tandemdesk.conf')
/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX_BIN = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
  .map((dir) => join(dir, 'nginx'))
  .find((path) => existsSync(path))
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

type Started = ServerProcess & { url: string }

async function startOurServer(started: Array<ServerProcess>): Promise<Started> {
  const port = await freePort()
  const ours = {
    ...startProcess('our server', [join(fixtureProject('preview'), 'server', 'start.ts')], {
      cwd: fixtureProject('preview'),
      env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port) },
    }),
    url: `http://127.0.0.1:${port}`,
  }
  started.push(ours)
  await waitForAnswer(ours, `${ours.url}/`, READY_TIMEOUT_MS)
  return ours
}

async function startCloudflare(workDir: string, started: Array<ServerProcess>): Promise<Started | { skipped: string }> {
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
  const cloudflare: Started = {
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
  started.push(cloudflare)
  try {
    await waitForAnswer(cloudflare, `${cloudflare.url}/`, READY_TIMEOUT_MS)
    return cloudflare
  } catch (error) {
    const reason = `${(error as Error).message.split('\n')[0]}. Its output:\n${cloudflare.output().trim().split('\n').slice(-40).join('\n')}`
    if (!hasExited(cloudflare)) throw new Error(reason, { cause: error })
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
async function startNginx(dir: string, started: Array<ServerProcess>): Promise<Started> {
  if (!NGINX_BIN || !existsSync(BROTLI_MODULE)) {
    throw new Error(
      'nginx or its brotli module is missing: run `npm run test:system-deps` (Debian: nginx libnginx-mod-http-brotli-static)',
    )
  }
  const port = await freePort()
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
  const nginx = { ...startProcess('nginx', args, { cwd: dir, command: NGINX_BIN }), url: `http://127.0.0.1:${port}` }
  started.push(nginx)
  await waitForAnswer(nginx, `${nginx.url}/`, READY_TIMEOUT_MS)
  return nginx
}

/**
 * The deploy checks' setup: the two fixture builds (the Observatory grades the launched one), then our server,
 * `wrangler pages dev` and nginx over the preview build, side by side; stopped, and their folder removed, at the end.
 */
export async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'test-deploy-'))
  // Each process as soon as it exists, so every exit path stops it.
  const started: Array<ServerProcess> = []
  const teardown = async () => {
    await Promise.all(started.map((server) => stopProcess(server)))
    rmSync(workDir, { recursive: true, force: true })
  }
  try {
    await Promise.all([ensureFixtureBuild('preview'), ensureFixtureBuild('launched')])
    const [ours, cloudflare, nginx] = await Promise.all([
      startOurServer(started),
      startCloudflare(workDir, started),
      startNginx(join(workDir, 'nginx'), started),
    ])
    if ('skipped' in cloudflare) {
      console.error(`\n*** Cloudflare runtime SKIPPED: wrangler pages dev could not start.\n${cloudflare.skipped}\n`)
      if (process.env.DEPLOY_REQUIRE_CLOUDFLARE === '1')
        throw new Error('DEPLOY_REQUIRE_CLOUDFLARE=1 and wrangler could not start')
    }
    project.provide('deployTargets', [
      { name: 'node', url: ours.url },
      ...('url' in cloudflare ? [{ name: 'cloudflare', url: cloudflare.url }] : []),
      { name: 'nginx', url: nginx.url },
    ])
    project.provide('deployNginxSite', join(workDir, 'nginx', 'site'))
    project.provide('cloudflareSkipped', 'skipped' in cloudflare ? cloudflare.skipped : '')
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
