import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest'
import { projectRoot } from '../../server/build-state.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'

const buildDir = SPEC_BUILD.preview
import { runPopup } from '../fixtures/sign-in-popup.ts'
import { freePort } from '../../server/loopback.ts'

/**
 * The CMS's GitHub sign-in as Cloudflare Pages runs it: functions/auth.ts and functions/callback.ts under
 * `wrangler pages dev`, beside the built site, against a local stand-in for GitHub's two OAuth endpoints (offline).
 * One instance has both secrets; one lacks the client secret and says the repository is private. tests/unit/functions/github-sign-in.test.ts covers the rest.
 */

const cloudflareSkipped = inject('cloudflareSkipped')
const CLIENT_ID = 'Iv1.standin-client'
const CLIENT_SECRET = 'standin-secret-5f0c'
const TOKEN = 'gho_standin_token_42'
const COOKIE = '__Host-cms-oauth-state'
const READY_TIMEOUT_MS = 120_000

type Exchange = { client_id: string; client_secret: string; code: string; redirect_uri: string }
const exchanges: Array<Exchange> = []
const children: Array<ChildProcess> = []
let standIn: Server | undefined
let workDir = ''
let site = ''
let siteWithoutSecret = ''

/** GitHub's token endpoint as documented: a JSON answer, an `error` field for a code it does not accept. */
function startStandIn(port: number): Promise<Server> {
  const server = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (request.method !== 'POST' || request.url !== '/login/oauth/access_token') {
        response.statusCode = 404
        response.end('{}')
        return
      }
      const exchange = JSON.parse(body) as Exchange
      exchanges.push(exchange)
      const good = exchange.client_secret === CLIENT_SECRET && exchange.code === 'good-code'
      response.end(
        JSON.stringify(good ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code' }),
      )
    })
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

// wrangler finds functions/ in its working folder: a folder of our own whose functions/ is the project's keeps
// wrangler's .wrangler/ out of the project.
async function startWrangler(name: string, bindings: Record<string, string>): Promise<string> {
  const [port, inspectorPort] = [await freePort(), await freePort()]
  const cwd = join(workDir, name)
  symlinkSync(join(projectRoot, 'functions'), join(cwd, 'functions'))
  const args = ['pages', 'dev', buildDir, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)]
  args.push('--compatibility-date', '2025-01-01', '--persist-to', join(cwd, 'state'), '--show-interactive-dev-session=false')
  args.push('--log-level', 'warn', ...Object.entries(bindings).flatMap(([key, value]) => ['--binding', `${key}=${value}`]))
  const child = spawn(process.execPath, [join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js'), ...args], {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      CI: '1',
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG_PATH: join(cwd, 'logs'),
      XDG_CONFIG_HOME: join(cwd, 'config'),
    },
  })
  children.push(child)
  const url = `http://127.0.0.1:${port}`
  await vi.waitFor(
    async () => {
      expect(child.exitCode, `wrangler (${name}) exited`).toBeNull()
      expect((await fetch(`${url}/auth`, { redirect: 'manual' })).status).toBeGreaterThan(0)
    },
    { timeout: READY_TIMEOUT_MS, interval: 250 },
  )
  return url
}

beforeAll(async () => {
  if (cloudflareSkipped) return
  workDir = mkdtempSync(join(tmpdir(), 'cms-sign-in-'))
  for (const name of ['configured', 'no-secret']) mkdirSync(join(workDir, name))
  const standInPort = await freePort()
  standIn = await startStandIn(standInPort)
  const base = `http://127.0.0.1:${standInPort}`
  ;[site, siteWithoutSecret] = await Promise.all([
    startWrangler('configured', {
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_OAUTH_BASE_URL: base,
    }),
    startWrangler('no-secret', { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_OAUTH_BASE_URL: base, GITHUB_REPOSITORY_PRIVATE: 'true' }),
  ])
}, READY_TIMEOUT_MS + 10_000)

afterAll(async () => {
  const running = children.filter((child) => child.pid !== undefined && child.exitCode === null && child.signalCode === null)
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of running) process.kill(-child.pid!, 'SIGTERM')
  await Promise.all(exited)
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()))
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

/** `/auth` as the CMS popup opens it; returns the state GitHub would hand back and the cookie the browser keeps. */
async function signInStart(url: string) {
  const response = await fetch(`${url}/auth?provider=github&site_id=127.0.0.1&scope=repo`, { redirect: 'manual' })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  const cookie = /^([^;]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''
  return { location, state: location.searchParams.get('state') ?? '', cookie }
}

test.skipIf(cloudflareSkipped)(
  '/auth sends the editor to GitHub with the client id, public_repo scope and a state cookie',
  async () => {
    const { location, state, cookie } = await signInStart(site)
    expect(location.pathname).toBe('/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID)
    expect(location.searchParams.get('scope')).toBe('public_repo')
    // The other instance's host says its repository is private.
    expect((await signInStart(siteWithoutSecret)).location.searchParams.get('scope')).toBe('repo')
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/callback`)
    expect(cookie).toBe(`${COOKIE}=${state}`)
  },
)

test.skipIf(cloudflareSkipped)('a granted sign-in posts the token to the CMS on the site’s own origin', async () => {
  const { state, cookie } = await signInStart(site)
  const response = await fetch(`${site}/callback?code=good-code&state=${state}`, { headers: { cookie } })
  expect(response.status).toBe(200)
  expect(exchanges.at(-1)).toEqual({
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code: 'good-code',
    redirect_uri: `${site}/callback`,
  })
  expect(runPopup(await response.text(), site)).toEqual([
    { message: 'authorizing:github', targetOrigin: site },
    { message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`, targetOrigin: site },
  ])
})

test.skipIf(cloudflareSkipped)('a denied authorization posts an error and no token', async () => {
  const { state, cookie } = await signInStart(site)
  const before = exchanges.length
  const response = await fetch(`${site}/callback?error=access_denied&error_description=The+user+denied&state=${state}`, {
    headers: { cookie },
  })
  const html = await response.text()
  expect(exchanges.length).toBe(before)
  expect(html).not.toContain(TOKEN)
  expect(runPopup(html, site)[1]).toEqual({
    message: 'authorization:github:error:{"message":"GitHub sign-in was cancelled."}',
    targetOrigin: site,
  })
})

test.skipIf(cloudflareSkipped)('a callback whose state is not the one this browser started is refused', async () => {
  const { cookie } = await signInStart(site)
  const { state: otherState } = await signInStart(site)
  const before = exchanges.length
  const response = await fetch(`${site}/callback?code=good-code&state=${otherState}`, { headers: { cookie } })
  expect(response.status).toBe(403)
  const html = await response.text()
  expect(html).toContain('Sign-in refused')
  expect(html).not.toContain(TOKEN)
  expect(exchanges.length).toBe(before)
})

test.skipIf(cloudflareSkipped)('without the client secret the callback is a clear error page, not a stack trace', async () => {
  const { state, cookie } = await signInStart(siteWithoutSecret)
  const response = await fetch(`${siteWithoutSecret}/callback?code=good-code&state=${state}`, { headers: { cookie } })
  expect(response.status).toBe(500)
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  const html = await response.text()
  expect(html).toContain('<h1 style="font-size: 1.25rem">Sign-in is not set up</h1>')
  expect(html).toContain('no GITHUB_CLIENT_SECRET')
  expect(html).not.toMatch(/\bat .*:\d+:\d+|Error:/)
})

test.skipIf(cloudflareSkipped)('the functions leave the built site as it is', async () => {
  const response = await fetch(`${site}/pricing`)
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('<h1')
})
