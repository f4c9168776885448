import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { changedLines, openEntry, publish, savedText, startLocalCms, type LocalCms } from './local-cms.ts'

/**
 * Issue 45: the editor refuses what the build refuses, in the build's words, and changes nothing on disk when it does;
 * the Site details form says which values are still previews as the owner types; an article's text is kept as
 * written; and on a phone the form fits the screen. One copy of the project with the fixture content for all of them.
 */

let cms: LocalCms

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  cms = await startLocalCms()
})

test.afterAll(() => cms?.stop())

/** Publishes and expects Decap to refuse with `message`; the file stays as it was. */
async function expectRefused(page: Page, file: string, before: string, message: string) {
  await publish(page)
  await expect(page.getByText(message, { exact: true })).toBeVisible()
  expect(cms.read(file)).toBe(before)
}

test('an empty question and a negative price are refused, and the files stay as they were', async ({ page, problems }) => {
  // Decap ends a refused save by rejecting a promise with no reason, which Chromium reports as an uncaught `undefined`.
  problems.allow(/^pageerror: undefined$/)
  const faq = cms.read('content/faq.yaml')
  await openEntry(page, cms, '#/collections/faq/entries/faq')
  await page.getByLabel('Question', { exact: true }).first().fill('')
  await expectRefused(page, 'content/faq.yaml', faq, 'Question is required.')

  const pricing = cms.read('content/pricing.yaml')
  await openEntry(page, cms, '#/collections/pricing/entries/pricing')
  await page.getByLabel('Price (US dollars a month)').nth(1).fill('-5')
  await expectRefused(page, 'content/pricing.yaml', pricing, 'Price (US dollars a month) must be at least 0.')
})

test('a price typed as 599.99 stays 599.99 on screen and is refused; it never becomes 5999', async ({ page, problems }) => {
  problems.allow(/^pageerror: undefined$/)
  const pricing = cms.read('content/pricing.yaml')
  await openEntry(page, cms, '#/collections/pricing/entries/pricing')
  const price = page.getByLabel('Price (US dollars a month)').nth(1)
  await price.fill('')
  await price.pressSequentially('599.99')
  await expect(price).toHaveValue('599.99')
  await expectRefused(page, 'content/pricing.yaml', pricing, 'Price (US dollars a month) must be a whole number of dollars.')
  expect(cms.read('content/pricing.yaml')).not.toContain('5999')
})

test('a malformed phone, e-mail and booking address are refused with the build’s words', async ({ page, problems }) => {
  problems.allow(/^pageerror: undefined$/)
  const site = cms.read('content/site.yaml')
  await openEntry(page, cms, '#/collections/site/entries/site')
  await page.getByLabel('Phone', { exact: true }).fill('415 555 0100')
  await page.getByLabel('Email', { exact: true }).fill('hello@')
  await page.getByLabel('Video consultation booking page', { exact: true }).fill('booking.example.com/video')
  await publish(page)
  for (const message of [
    'Phone must be written in international form, e.g. +1 415 000 0000.',
    'Email must be an email address, e.g. hello@example.com.',
    'Video consultation booking page must be an https:// address.',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  expect(cms.read('content/site.yaml')).toBe(site)
})

test('the Site details form says a value is a preview while it is one, and stops once a real one is saved', async ({ page }) => {
  await openEntry(page, cms, '#/collections/site/entries/site')
  const field = page.getByLabel('Video consultation booking page', { exact: true })
  const note = field.locator('xpath=..').getByText(/^Preview value: replace it/)
  await expect(note).toBeVisible()
  await field.fill('https://calendly.com/our-business/video')
  await expect(note).toHaveCount(0)
  await publish(page)
  await expect.poll(() => cms.read('content/site.yaml')).toContain('video: https://calendly.com/our-business/video')
  await openEntry(page, cms, '#/collections/site/entries/site')
  const saved = page.getByLabel('Video consultation booking page', { exact: true })
  await expect(saved).toHaveValue('https://calendly.com/our-business/video')
  await expect(saved.locator('xpath=..').getByText(/^Preview value/)).toHaveCount(0)
  await expect(
    page
      .getByLabel('Phone consultation booking page', { exact: true })
      .locator('xpath=..')
      .getByText(/^Preview value/),
  ).toBeVisible()
})

test('editing one paragraph of an article changes that line of its file and no other', async ({ page }) => {
  const file = 'content/blog/delegation-productivity-business-owners.md'
  const before = cms.read(file)
  const paragraph = before.split('\n').find((line, index) => index > 10 && line.length > 80 && /^[A-Z]/.test(line))!
  await openEntry(page, cms, '#/collections/blog/entries/delegation-productivity-business-owners')
  await page.getByText(paragraph.slice(0, 40)).click()
  await page.keyboard.insertText(' One more sentence.')
  await publish(page)
  const [removed, added] = changedLines(before, await savedText(cms, file, before))
  expect(removed).toBe(`-${paragraph}`)
  expect(added).toContain('One more sentence.')
  expect(added!.replace(' One more sentence.', '')).toBe(`+${paragraph}`)
})

test('at 390 px the form fits the screen, Publish is in reach, and the preview opens on demand in its place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openEntry(page, cms, '#/collections/pricing/entries/pricing')
  const title = page.getByLabel('Title', { exact: true }).first()
  await expect(title).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await title.fill('Simple, Transparent Pricing Today')
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true })
  await expect(publishButton).toBeInViewport({ ratio: 1 })
  await page.getByRole('button', { name: 'Toggle preview' }).click()
  await expect(
    page.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing Today' }),
  ).toBeInViewport()
  await expect(title).not.toBeInViewport()
})
