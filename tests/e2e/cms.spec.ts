import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/content/collections.ts'
import { ADMIN_PATH, LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'
import { readFolder, readRecord } from '../../scripts/read-content.ts'
import { projectRoot } from '../../server/build-state.ts'
import { freePort } from '../support/net.ts'
import { copyProject } from '../support/project-copy.ts'
import { expect, test } from './fixtures.ts'

/**
 * Issue 16, 'Done when': the owner opens /admin as `npm run cms` serves it (the suite's build, with the one admin page
 * whose policy reaches the local backend), changes a FAQ answer and a plan price, and saves; the files change on disk,
 * and what the build reads from them (scripts/read-content.ts: the same schemas and plan placeholders) holds the new
 * values, in every article that states the price too; an empty question and a negative price are refused. The CMS
 * writes to a copy of the project, never to this checkout. The build tests check that the pages show what files say.
 */

const NEW_ANSWER = 'You can start within a few days of your consultation, once you have interviewed and chosen your assistant.'
const NEW_GROWTH_PRICE = 612

let copy = ''
let cms = ''
let backend: ChildProcess | undefined

// One copy for all of them; Decap's 5 MB bundle starts slowly on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  copy = copyProject('tandemdesk-cms-')
  // The suite's build, so `npm run cms` in the copy serves it without building.
  cpSync(join(projectRoot, 'dist'), join(copy, 'dist'), { recursive: true })
  const port = await freePort()
  cms = `http://127.0.0.1:${port}`
  backend = spawn(process.execPath, ['scripts/cms-local.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), SKIP_BUILD: '1' },
    stdio: 'ignore',
  })
  const status = (response: Promise<Response>) => response.then((answer) => answer.status).catch(() => 0)
  const info = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) }
  await expect.poll(() => status(fetch(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, info)), { timeout: 15_000 }).toBe(200)
  await expect.poll(() => status(fetch(`${cms}${ADMIN_PATH}`)), { timeout: 15_000 }).toBe(200)
})

test.afterAll(() => {
  backend?.kill()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

const fileText = (file: string) => readFileSync(join(copy, file), 'utf8')

/** Opens one entry in the editor, signing in to the local backend when the CMS asks. */
async function openEntry(page: Page, hash: string) {
  await page.goto('about:blank')
  await page.goto(`${cms}${ADMIN_PATH}${hash}`)
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
