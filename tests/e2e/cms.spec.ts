import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/content/collections.ts'
import { ADMIN_PATH, adminHtml, LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'
import { readFolder, readRecord } from '../../scripts/read-content.ts'
import { projectRoot } from '../../server/build-state.ts'
import { previewSite } from '../fixtures/site.ts'
import { expect, test } from './fixtures.ts'

/**
 * Issue 16, 'Done when': the owner opens /admin (from the suite's build, with the page `npm run cms` answers, whose
 * policy alone reaches the local backend) against the local backend, changes a FAQ answer and a plan price, and saves; the files change on disk, and what the build reads from them
 * (scripts/read-content.ts: the same schemas and plan placeholders) holds the new values, in every article that states
 * the price too; an empty question and a negative price are refused. The CMS writes to a copy of content/, never to
 * this checkout. The build tests check that the pages show what the files say.
 */

const NEW_ANSWER = 'You can start within a few days of your consultation, once you have interviewed and chosen your assistant.'
const NEW_GROWTH_PRICE = 612

let copy = ''
let backend: ChildProcess | undefined

// One copy for all of them; Decap's 5 MB bundle starts slowly on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'tandemdesk-cms-'))
  cpSync(join(projectRoot, 'content'), join(copy, 'content'), { recursive: true })
  backend = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(LOCAL_BACKEND_PORT), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: copy },
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
})

test.afterAll(() => {
  backend?.kill()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

const fileText = (file: string) => readFileSync(join(copy, file), 'utf8')

/** Opens one entry in the editor, signing in to the local backend when the CMS asks. */
async function openEntry(page: Page, hash: string) {
  await page.route(
    (url) => url.pathname === ADMIN_PATH,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: adminHtml(previewSite, { localBackend: true }) }),
  )
  await page.goto('about:blank')
  await page.goto(`/admin${hash}`)
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

test('an empty question is refused in the editor, and the file stays as it was', async ({ page, problems }) => {
  // Decap ends a refused save by rejecting a promise with no reason, which Chromium reports as an uncaught `undefined`.
  problems.allow(/^pageerror: undefined$/)
  const faqBefore = fileText('content/faq.yaml')
  await openEntry(page, '#/collections/faq/entries/faq')
  await page.getByLabel('Question', { exact: true }).first().fill('')
  await publish(page)
  await expect(page.getByText('Question is required.')).toBeVisible()
  expect(fileText('content/faq.yaml')).toBe(faqBefore)
})

test('a negative price is refused in the editor, and the file stays as it was', async ({ page, problems }) => {
  problems.allow(/^pageerror: undefined$/)
  const pricingBefore = fileText('content/pricing.yaml')
  await openEntry(page, '#/collections/pricing/entries/pricing')
  await page.getByLabel('Price (US dollars a month)').nth(1).fill('-5')
  await publish(page)
  await expect(page.getByText('Price (US dollars a month) must be at least 0.')).toBeVisible()
  expect(fileText('content/pricing.yaml')).toBe(pricingBefore)
})

test('a FAQ answer and a plan price changed in the CMS reach the files, as the build reads them, and every article', async ({
  page,
}) => {
  const oldGrowthPrice = readRecord('pricing', copy).plans[1]!.price

  await openEntry(page, '#/collections/faq/entries/faq')
  await page.getByLabel('Answer', { exact: true }).nth(1).fill(NEW_ANSWER)
  await publish(page)
  // The backend truncates and rewrites the file: wait for the value, then read the file as the build does.
  await expect.poll(() => parse(fileText('content/faq.yaml'))?.items?.[1]?.answer, { timeout: 10_000 }).toBe(NEW_ANSWER)
  expect(readRecord('faq', copy).items[1]?.answer).toBe(NEW_ANSWER)

  await openEntry(page, '#/collections/pricing/entries/pricing')
  await page.getByLabel('Price (US dollars a month)').nth(1).fill(String(NEW_GROWTH_PRICE))
  await publish(page)
  await expect.poll(() => parse(fileText('content/pricing.yaml'))?.plans?.[1]?.price, { timeout: 10_000 }).toBe(NEW_GROWTH_PRICE)
  expect(readRecord('pricing', copy).plans[1]?.price).toBe(NEW_GROWTH_PRICE)
  // Everything else in the file is as it was.
  expect(readRecord('pricing', copy).plans.map((plan) => plan.id)).toEqual(['starter', 'growth', 'scale', 'dedicated-va'])

  // One source per fact: with every record and article read as the build reads it (schemas checked, plan placeholders
  // filled), nothing states the old Growth price, and the articles that state it state the new one.
  const everything = [
    ...Object.keys(CONTENT_FILES).map((name) => ({ name, data: readRecord(name as keyof typeof CONTENT_FILES, copy) })),
    ...Object.keys(CONTENT_FOLDERS).flatMap((name) => readFolder(name as keyof typeof CONTENT_FOLDERS, copy)),
  ]
  expect(everything.filter((entry) => JSON.stringify(entry).includes(`$${oldGrowthPrice}`))).toEqual([])
  const article = readFolder('blog', copy).find((entry) => entry.id === 'outsourcing-cost-optimization-strategies')
  expect(article?.body).toContain(`$${NEW_GROWTH_PRICE}`)
})
