import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/content/collections.ts'
import { readFolder, readRecord } from '../../scripts/read-content.ts'
import { expect, test } from './fixtures.ts'
import { openEntry, startLocalCms, type LocalCms } from './local-cms.ts'

/**
 * Issue 16, 'Done when': the owner opens /admin as `npm run cms` serves it (the suite's build, with the one admin page
 * whose policy reaches the local backend), changes a FAQ answer and a plan price, and saves; the files change on disk,
 * and what the build reads from them (scripts/read-content.ts: the same schemas and plan placeholders) holds the new
 * values, in every article that states the price too; an empty question and a negative price are refused. The CMS
 * writes to a copy of the project, never to this checkout. The build tests check that the pages show what files say.
 */

const NEW_ANSWER = 'You can start within a few days of your consultation, once you have interviewed and chosen your assistant.'
const NEW_GROWTH_PRICE = 612

let cms: LocalCms

// One copy for all of them; Decap's 5 MB bundle starts slowly on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  cms = await startLocalCms()
})

test.afterAll(() => cms?.stop())

const fileText = (file: string) => readFileSync(join(cms.copy, file), 'utf8')

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click({ timeout: 30_000 })
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

test('an empty question is refused in the editor, and the file stays as it was', async ({ page, problems }) => {
  // Decap ends a refused save by rejecting a promise with no reason, which Chromium reports as an uncaught `undefined`.
  problems.allow(/^pageerror: undefined$/)
  const faqBefore = fileText('content/faq.yaml')
  await openEntry(page, cms, '#/collections/faq/entries/faq')
  await page.getByLabel('Question', { exact: true }).first().fill('')
  await publish(page)
  await expect(page.getByText('Question is required.')).toBeVisible()
  expect(fileText('content/faq.yaml')).toBe(faqBefore)
})

test('a negative price is refused in the editor, and the file stays as it was', async ({ page, problems }) => {
  problems.allow(/^pageerror: undefined$/)
  const pricingBefore = fileText('content/pricing.yaml')
  await openEntry(page, cms, '#/collections/pricing/entries/pricing')
  await page.getByLabel('Price (US dollars a month)').nth(1).fill('-5')
  await publish(page)
  await expect(page.getByText('Price (US dollars a month) must be at least 0.')).toBeVisible()
  expect(fileText('content/pricing.yaml')).toBe(pricingBefore)
})

test('a FAQ answer and a plan price changed in the CMS reach the files, as the build reads them, and every article', async ({
  page,
}) => {
  const oldGrowthPrice = readRecord('pricing', cms.copy).plans[1]!.price

  await openEntry(page, cms, '#/collections/faq/entries/faq')
  await page.getByLabel('Answer', { exact: true }).nth(1).fill(NEW_ANSWER)
  await publish(page)
  // The backend truncates and rewrites the file: wait for the value, then read the file as the build does.
  await expect.poll(() => parse(fileText('content/faq.yaml'))?.items?.[1]?.answer, { timeout: 10_000 }).toBe(NEW_ANSWER)
  expect(readRecord('faq', cms.copy).items[1]?.answer).toBe(NEW_ANSWER)

  await openEntry(page, cms, '#/collections/pricing/entries/pricing')
  await page.getByLabel('Price (US dollars a month)').nth(1).fill(String(NEW_GROWTH_PRICE))
  await publish(page)
  await expect.poll(() => parse(fileText('content/pricing.yaml'))?.plans?.[1]?.price, { timeout: 10_000 }).toBe(NEW_GROWTH_PRICE)
  expect(readRecord('pricing', cms.copy).plans[1]?.price).toBe(NEW_GROWTH_PRICE)
  // Everything else in the file is as it was.
  expect(readRecord('pricing', cms.copy).plans.map((plan) => plan.id)).toEqual(['starter', 'growth', 'scale', 'dedicated-va'])

  // One source per fact: with every record and article read as the build reads it (schemas checked, plan placeholders
  // filled), nothing states the old Growth price, and the articles that state it state the new one.
  const everything = [
    ...Object.keys(CONTENT_FILES).map((name) => ({ name, data: readRecord(name as keyof typeof CONTENT_FILES, cms.copy) })),
    ...Object.keys(CONTENT_FOLDERS).flatMap((name) => readFolder(name as keyof typeof CONTENT_FOLDERS, cms.copy)),
  ]
  expect(everything.filter((entry) => JSON.stringify(entry).includes(`$${oldGrowthPrice}`))).toEqual([])
  const article = readFolder('blog', cms.copy).find((entry) => entry.id === 'outsourcing-cost-optimization-strategies')
  expect(article?.body).toContain(`$${NEW_GROWTH_PRICE}`)
})
