import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { projectRoot } from '../../server/build-state.ts'
import { LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'
import { htmlFilesIn } from '../build/site-checks.ts'
import { expect, test } from './fixtures.ts'
import { freePort } from '../../scripts/free-port.ts'

/**
 * Issue 16, 'Done when': the owner opens /admin against the local backend (what `npm run cms` runs), changes a FAQ
 * answer and a plan price, and saves; the files change on disk; a build then shows the new values on the home and
 * pricing pages and in every article that states the price; an empty question and a negative price are refused.
 * The CMS writes to a copy of the project, never to this checkout.
 */

const NEW_ANSWER = 'You can start within a few days of your consultation, once you have interviewed and chosen your assistant.'
const NEW_GROWTH_PRICE = 612

let copy = ''
let cms = ''
let backend: ChildProcess | undefined

// One copy of the project for all of them; Decap's 5 MB bundle starts slowly on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'tandemdesk-cms-'))
  const skipped = new Set(
    ['node_modules', 'dist', '.git', '.astro', '.cache', 'test-results', 'reports'].map((name) => join(projectRoot, name)),
  )
  cpSync(projectRoot, copy, { recursive: true, filter: (source) => !skipped.has(source) })
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'))
  // The generated artwork's cache is keyed by its input, so the copy's build can share it.
  symlinkSync(join(projectRoot, '.cache'), join(copy, '.cache'))
  // The built site as it stands, so `npm run cms` in the copy serves it without building.
  cpSync(join(projectRoot, 'dist'), join(copy, 'dist'), { recursive: true })
  const port = await freePort()
  cms = `http://127.0.0.1:${port}`
  backend = spawn(process.execPath, ['scripts/cms-local.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), SKIP_BUILD: '1' },
    stdio: 'ignore',
  })
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        })
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 15_000 },
    )
    .toBe(200)
  await expect
    .poll(
      async () =>
        fetch(`${cms}/admin`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  backend?.kill()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

const readYaml = (file: string) => parse(readFileSync(join(copy, file), 'utf8'))

/**
 * Opens one entry in the editor, signing in to the local backend when the CMS asks. The editor is `npm run cms`'s
 * (scripts/cms-local.ts, run in the copy): only its page's policy reaches the local backend.
 */
async function openEntry(page: Page, hash: string) {
  await page.goto('about:blank')
  await page.goto(`${cms}/admin${hash}`)
  const login = page.getByRole('button', { name: 'Login' })
  const editor = page.getByText('Writing in', { exact: false })
  await expect(login.or(editor)).toBeVisible({ timeout: 20_000 })
  if (await login.isVisible()) await login.click()
  await expect(editor).toBeVisible({ timeout: 20_000 })
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click({ timeout: 30_000 })
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

test('the CMS page is noindex, has its own policy and is built from the same schemas', async ({ page, problems }) => {
  // On 127.0.0.1 Decap tries its local backend, which the built page's policy refuses: only `npm run cms` allows it.
  problems.allow(/^console\.error: (Connecting to|Fetch API cannot load) '?http:\/\/127\.0\.0\.1:8081\/api\/v1/)
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute(
    'content',
    /connect-src 'self' https:\/\/api\.github\.com;/,
  )
  const config = parse(await (await page.request.get('/admin/config.yml')).text())
  expect(config.publish_mode).toBe('editorial_workflow')
  expect(config.backend.name).toBe('github')
})

test('an empty question is refused in the editor, and the file stays as it was', async ({ page, problems }) => {
  // Decap ends a refused save by rejecting a promise with no reason, which Chromium reports as an uncaught `undefined`.
  problems.allow(/^pageerror: undefined$/)
  const faqBefore = readFileSync(join(copy, 'content/faq.yaml'), 'utf8')
  await openEntry(page, '#/collections/faq/entries/faq')
  await page.getByLabel('Question', { exact: true }).first().fill('')
  await publish(page)
  await expect(page.getByText('Question is required.')).toBeVisible()
  expect(readFileSync(join(copy, 'content/faq.yaml'), 'utf8')).toBe(faqBefore)
})

test('a negative price is refused in the editor, and the file stays as it was', async ({ page, problems }) => {
  problems.allow(/^pageerror: undefined$/)
  const pricingBefore = readFileSync(join(copy, 'content/pricing.yaml'), 'utf8')
  await openEntry(page, '#/collections/pricing/entries/pricing')
  await page.getByLabel('Price (US dollars a month)').nth(1).fill('-5')
  await publish(page)
  await expect(page.getByText('Price (US dollars a month) must be at least 0.')).toBeVisible()
  expect(readFileSync(join(copy, 'content/pricing.yaml'), 'utf8')).toBe(pricingBefore)
})

test('a FAQ answer and a plan price changed in the CMS reach the files, then the built pages and articles', async ({ page }) => {
  test.setTimeout(240_000)
  const oldGrowthPrice = readYaml('content/pricing.yaml').plans[1].price as number

  await openEntry(page, '#/collections/faq/entries/faq')
  await page.getByLabel('Answer', { exact: true }).nth(1).fill(NEW_ANSWER)
  await publish(page)
  // The backend truncates and rewrites the file: an empty read in between is no value yet.
  await expect.poll(() => readYaml('content/faq.yaml')?.items?.[1]?.answer, { timeout: 10_000 }).toBe(NEW_ANSWER)

  await openEntry(page, '#/collections/pricing/entries/pricing')
  await page.getByLabel('Price (US dollars a month)').nth(1).fill(String(NEW_GROWTH_PRICE))
  await publish(page)
  await expect.poll(() => readYaml('content/pricing.yaml')?.plans?.[1]?.price, { timeout: 10_000 }).toBe(NEW_GROWTH_PRICE)
  // Everything else in the file is as it was.
  expect(readYaml('content/pricing.yaml').plans.map((plan: { id: string }) => plan.id)).toEqual([
    'starter',
    'growth',
    'scale',
    'dedicated-va',
  ])

  const build = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8' })
  expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0)
  const built = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8')

  const home = built('index.html')
  expect(home).toContain(NEW_ANSWER)
  const pricing = built('pricing.html')
  expect(pricing).toContain(`$${NEW_GROWTH_PRICE}`)
  expect(pricing).not.toContain(`$${oldGrowthPrice}`)

  // One source per fact: no built page states the old Growth price, and the articles that state it show the new one.
  const stale = htmlFilesIn(join(copy, 'dist')).filter((file) => built(file).includes(`$${oldGrowthPrice}`))
  expect(stale).toEqual([])
  expect(built('blogs/outsourcing-cost-optimization-strategies.html')).toContain(`$${NEW_GROWTH_PRICE}`)
})
