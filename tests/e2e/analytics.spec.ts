import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { axeViolations } from '../support/browser-checks.ts'
import { close, listen } from '../../server/loopback.ts'
import { createStaticServer } from '../../server/static-server.ts'
import { ensureFixtureBuild } from '../support/fixture-build.ts'

// Issue 50, in the browser: the launched fixture build counts visits with Plausible at
// https://plausible.launch-fixture.net/api/event (tests/fixtures/spec/content/site.yaml). Chromium resolves the site's
// and the endpoint's names to servers on 127.0.0.1: the fixture builds, and a stand-in endpoint that records each event.

type PlausibleEvent = { n: string; u: string; d: string; p?: Record<string, string> }

const SITE = 'http://www.launch-fixture.net'
const PREVIEW_SITE = 'http://tandemdesk.example.com'

let browser: Browser
let folder: string
const servers: Array<Server | ReturnType<typeof createStaticServer>> = []
const received: Array<PlausibleEvent> = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const [launched, preview] = await Promise.all([ensureFixtureBuild('launched'), ensureFixtureBuild('preview')])
  folder = mkdtempSync(join(tmpdir(), 'stand-in-endpoint-'))
  // A certificate of its own for the stand-in, which Chromium is told to accept: the endpoint is an https:// address.
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=plausible.launch-fixture.net'],
      ...['-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  )
  const endpoint = createServer(
    { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) },
    (request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk))
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/api/event') received.push(JSON.parse(body) as PlausibleEvent)
        response.writeHead(202, { 'Access-Control-Allow-Origin': '*' }).end('ok')
      })
    },
  )
  const site = createStaticServer(launched, { log: null })
  const previewSite = createStaticServer(preview, { log: null })
  servers.push(endpoint, site, previewSite)
  const [endpointPort, sitePort, previewPort] = await Promise.all([listen(endpoint), listen(site), listen(previewSite)])
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      // navigator.webdriver off, as for a visitor: the tracker sends nothing from a browser under automation.
      '--disable-blink-features=AutomationControlled',
      `--host-resolver-rules=MAP www.launch-fixture.net 127.0.0.1:${sitePort}, MAP plausible.launch-fixture.net 127.0.0.1:${endpointPort}, MAP tandemdesk.example.com 127.0.0.1:${previewPort}`,
    ],
  })
})

test.afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((server) => close(server)))
  rmSync(folder, { recursive: true, force: true })
})

test.beforeEach(() => {
  received.length = 0
})

async function visitor(options: { doNotTrack?: boolean; globalPrivacyControl?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } })
  // The booking pages and other sites are not part of the test: a click opens an empty tab.
  await context.route(/^https:\/\/(?!plausible\.)/, (route) => route.fulfill({ status: 204 }))
  // Chromium has no setting for either signal in a fresh profile; the page reads them as a visitor's browser sends them.
  if (options.doNotTrack)
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
  if (options.globalPrivacyControl)
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  return context
}

/** Opens `path` and waits until the tracker's script has loaded and run. */
async function open(page: Page, url: string) {
  const script = page.waitForResponse((response) => response.url().endsWith('/analytics.js'))
  await page.goto(url)
  await script
}

const named = (name: string) => received.filter((event) => event.n === name)

test('a page view is sent once per page, to the endpoint, with the site’s domain', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/`)
  await expect.poll(() => named('pageview').length).toBe(1)
  await open(page, `${SITE}/pricing`)
  await expect.poll(() => named('pageview').length).toBe(2)
  await page.waitForTimeout(500)
  expect(named('pageview').map((event) => [event.u, event.d])).toEqual([
    [`${SITE}/`, 'www.launch-fixture.net'],
    [`${SITE}/pricing`, 'www.launch-fixture.net'],
  ])
  await context.close()
})

test('the tracker’s script is requested only after the page has painted', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/`)
  const { paint, script } = await page.evaluate(() => ({
    paint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? Infinity,
    script: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/analytics.js'))?.startTime ?? -1,
  }))
  expect(script).toBeGreaterThan(paint)
  await context.close()
})

test('a booking button sends a Booking goal with the page and place of its UTM parameters', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/`)
  const hero = page.locator('main a[data-place="hero"]').first()
  const utm = new URL((await hero.getAttribute('href'))!).searchParams.get('utm_content')
  expect(utm).toBe('/:hero')
  await hero.click()
  await expect.poll(() => named('Booking').map((event) => event.p)).toEqual([{ page: '/', place: 'hero' }])
  await context.close()
})

test('a link to the business’s affiliate is sent as an outbound click with its address', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/about`)
  await page.locator('a[href="https://affiliate.launch-fixture.net"]').click()
  await expect
    .poll(() => named('Outbound Link: Click').map((event) => event.p))
    .toEqual([{ url: 'https://affiliate.launch-fixture.net/' }])
  await context.close()
})

test('the not-found screen sends a 404 with its path', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/no-such-page`)
  await expect.poll(() => named('404').map((event) => event.p)).toEqual([{ path: '/no-such-page' }])
  expect(named('pageview').map((event) => event.u)).toEqual([`${SITE}/no-such-page`])
  await context.close()
})

test('a blog search that finds nothing is sent once, with its words trimmed, after the visitor stops typing', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/blogs`)
  await page.getByRole('searchbox').pressSequentially('  zqxwv  ', { delay: 50 })
  await expect(page.getByRole('status').filter({ hasText: /zqxwv/ })).toBeVisible()
  await expect.poll(() => named('Blog search without results').map((event) => event.p)).toEqual([{ query: 'zqxwv' }])
  await context.close()
})

test('using the savings calculator is sent once, however many fields change', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/pricing`)
  const fields = page.locator('[data-goal-on="input"] input')
  await fields.first().fill('40')
  await fields.nth(1).fill('80')
  await expect.poll(() => named('Savings calculator used').length).toBe(1)
  await page.waitForTimeout(500)
  expect(named('Savings calculator used')).toHaveLength(1)
  await context.close()
})

for (const signal of ['doNotTrack', 'globalPrivacyControl'] as const) {
  test(`with ${signal === 'doNotTrack' ? 'Do Not Track' : 'Global Privacy Control'} on, nothing is sent, and the policy says why`, async () => {
    const context = await visitor({ [signal]: true })
    const page = await context.newPage()
    await open(page, `${SITE}/`)
    await page.locator('main a[data-place="hero"]').first().click()
    await open(page, `${SITE}/privacy-policy`)
    await expect(page.getByText('it asks websites not to track it')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stop counting my visits' })).toBeHidden()
    await page.waitForTimeout(1000)
    expect(received).toEqual([])
    await context.close()
  })
}

test('after the privacy policy’s opt-out, nothing more is sent from this browser', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/privacy-policy`)
  await expect.poll(() => named('pageview').length).toBe(1)
  await page.getByRole('button', { name: 'Stop counting my visits' }).click()
  await expect(page.getByText('Visits from this browser are not counted: you opted out.')).toBeVisible()
  received.length = 0
  await open(page, `${SITE}/`)
  await page.locator('main a[data-place="hero"]').first().click()
  await open(page, `${SITE}/pricing`)
  await page.waitForTimeout(1000)
  expect(received).toEqual([])
  await context.close()
})

// The preview's policy, with nothing counted, is checked with every route in accessibility.spec.ts.
test('the privacy policy with counting on, its button and each of its states, has no WCAG 2.2 A/AA violations', async () => {
  const context = await visitor()
  const page = await context.newPage()
  await open(page, `${SITE}/privacy-policy`)
  await expect(page.getByRole('button', { name: 'Stop counting my visits' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Stop counting my visits' }).click()
  await expect(page.getByText('you opted out')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await context.close()
})

test('a preview build, at its own address, loads no tracker and sends nothing', async () => {
  const context = await visitor()
  const page = await context.newPage()
  const scripts: Array<string> = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(`${PREVIEW_SITE}/`)
  await page.locator('main a[data-place="hero"]').first().click()
  await page.goto(`${PREVIEW_SITE}/privacy-policy`)
  await expect(page.getByText('The pages of this website set no cookies and track no visitors')).toBeVisible()
  await page.waitForTimeout(1000)
  expect(scripts.filter((url) => url.includes('analytics'))).toEqual([])
  expect(received).toEqual([])
  await context.close()
})
