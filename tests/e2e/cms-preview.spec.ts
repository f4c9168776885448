import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FrameLocator, Page } from '@playwright/test'
import { parse } from 'yaml'
import { addJobOpening, JOB_OPENING } from '../fixtures/site.ts'
import { expect, test } from './fixtures.ts'
import { openEntry, startLocalCms, type LocalCms } from './local-cms.ts'

/**
 * Issue 28, 'Done when': the CMS previews each entry with the site's own components and stylesheet, from the entry
 * as it is being edited: a new Growth price in its plan card before saving, an article's new text with the site's
 * article styles and its read time, and one entry of every collection and file without a page error.
 */

const ARTICLE_ID = 'what-tasks-delegate-virtual-assistant-first'

let cms: LocalCms

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  cms = await startLocalCms(addJobOpening)
})

test.afterAll(() => cms?.stop())

const contentFile = (file: string) => readFileSync(join(cms.copy, 'content', file), 'utf8')
const record = (file: string) => parse(contentFile(file))

function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe')
}

test('a new Growth price shows in the preview’s Growth plan card before it is saved', async ({ page }) => {
  const pricingBefore = contentFile('pricing.yaml')
  const oldPrice = record('pricing.yaml').plans[1].price as number
  await openEntry(page, cms, '#/collections/pricing/entries/pricing')
  const growthCard = preview(page)
    .getByRole('listitem')
    .filter({ has: preview(page).getByRole('heading', { level: 3, name: 'Growth', exact: true }) })
  await expect(growthCard).toContainText(`$${oldPrice}`, { timeout: 20_000 })

  await page.getByLabel('Price (US dollars a month)').nth(1).fill('777')
  await expect(growthCard).toContainText('$777')
  await expect(growthCard).not.toContainText(`$${oldPrice}`)
  expect(contentFile('pricing.yaml')).toBe(pricingBefore)
})

// The previews carry only the logos the content names (docs/decisions/033-cms-previews.md).
test('a tool’s logo previews as its tile; a slug the build has not drawn yet shows initials; an unknown slug is refused', async ({
  page,
}) => {
  const sales = record('services/sales.yaml') as { tools: Array<{ name: string; logo?: string }> }
  expect(sales.tools[0]).toEqual({ name: 'HubSpot', logo: 'hubspot' })
  await openEntry(page, cms, '#/collections/services/entries/sales')
  const frame = preview(page)
  const hubspot = frame
    .getByRole('listitem')
    .filter({ hasText: /HubSpot$/ })
    .locator('[data-slot="tool-mark"]')
  await expect(hubspot).toHaveAttribute('data-mark', 'logo', { timeout: 20_000 })

  // docker is a simple-icons slug no page of the content uses.
  const logo = page.getByLabel('Logo (optional)', { exact: true }).first()
  await expect(logo).toHaveValue('hubspot')
  await logo.fill('docker')
  await expect(hubspot).toHaveAttribute('data-mark', 'monogram')
  await expect(hubspot).toHaveText('HS')

  await logo.fill('no-such-brand')
  await expect(frame.getByRole('heading', { level: 1, name: 'The site cannot show this yet' })).toBeVisible()
  await expect(frame.getByText("Unknown simple-icons slug 'no-such-brand'")).toBeVisible()
})

test('an article’s new section shows in the preview with the site’s article styles and a new read time', async ({ page }) => {
  const built = readFileSync(join(cms.copy, 'dist/blogs', `${ARTICLE_ID}.html`), 'utf8')
  const minutes = Number(/(\d+) min read/.exec(built)![1])
  await openEntry(page, cms, `#/collections/blog/entries/${ARTICLE_ID}`)
  const frame = preview(page)
  const articleHeader = frame.locator('header', { has: frame.getByRole('heading', { level: 1 }) })
  await expect(articleHeader.getByText(`${minutes} min read`)).toBeVisible({ timeout: 20_000 })

  // 460 words more: words ÷ 230, rounded up, is two minutes more (DESIGN.md §4).
  const words = Array.from({ length: 115 }, () => 'plan each handover').join(' ')
  // The Article field holds the Markdown as the file does (its only mode: decision 038).
  await page.getByText('If your business looks like none of the three').click()
  await page.keyboard.press('ControlOrMeta+End')
  for (const line of ['', '## Preview the handover', '', `A checklist helps: ${words}.`]) {
    await page.keyboard.press('Enter')
    await page.keyboard.insertText(line)
  }

  const heading = frame.getByRole('heading', { level: 2, name: 'Preview the handover' })
  await expect(heading).toBeVisible()
  await expect(articleHeader.getByText(`${minutes + 2} min read`)).toBeVisible()
  // The site's .article-body rules (src/styles/app.css), not the browser's defaults: brand ink, 2rem lines.
  await expect(heading).toHaveCSS('color', 'oklch(0.2 0.07 266)')
  await expect(frame.getByText('A checklist helps:')).toHaveCSS('line-height', '32px')
})

const ENTRIES: ReadonlyArray<{ hash: string; heading: () => string }> = [
  {
    hash: `blog/entries/${ARTICLE_ID}`,
    heading: () => parse(/^---\n([\s\S]*?)\n---/.exec(contentFile(`blog/${ARTICLE_ID}.md`))![1]!).title,
  },
  { hash: 'services/entries/sales', heading: () => record('services/sales.yaml').title },
  { hash: 'industries/entries/healthcare', heading: () => record('industries/healthcare.yaml').title },
  { hash: 'faq/entries/faq', heading: () => record('pages/home.yaml').hero.title },
  { hash: `jobs/entries/${JOB_OPENING.id}`, heading: () => record(`jobs/${JOB_OPENING.id}.yaml`).title },
  { hash: 'pages/entries/home', heading: () => record('pages/home.yaml').hero.title },
  { hash: 'pricing/entries/pricing', heading: () => record('pricing.yaml').intro.title },
  { hash: 'pages/entries/about', heading: () => record('pages/about.yaml').title },
  { hash: 'pages/entries/servicesPage', heading: () => record('pages/services.yaml').title },
  { hash: 'pages/entries/offeringPage', heading: () => record('services/sales.yaml').title },
  { hash: 'pages/entries/industriesPage', heading: () => record('pages/industries.yaml').title },
  { hash: 'pages/entries/contact', heading: () => record('pages/contact.yaml').title },
  { hash: 'pages/entries/privacy', heading: () => record('pages/privacy-policy.yaml').title },
  { hash: 'pages/entries/blogOrder', heading: () => 'Blog' },
]

test('one entry of every collection, and every page file, previews as its page with its main heading', async ({ page }) => {
  await openEntry(page, cms, `#/collections/${ENTRIES[0]!.hash}`)
  for (const { hash, heading } of ENTRIES) {
    await test.step(hash, async () => {
      // Within the loaded CMS, from the entry's collection list as the owner goes: loading Decap afresh for each
      // entry took most of the time, and Decap's editor fails when sent from one entry straight to another.
      await page.evaluate((to) => (window.location.hash = to), `#/collections/${hash.split('/')[0]}`)
      await page.locator(`a[href$="#/collections/${hash}"]`).click()
      await expect(preview(page).getByRole('heading', { level: 1, name: heading(), exact: true })).toBeVisible({
        timeout: 20_000,
      })
    })
  }
})

test('the menu and footer links preview as the site’s header and footer', async ({ page }) => {
  const { footer } = record('navigation.yaml') as { footer: Array<{ name: string }> }
  await openEntry(page, cms, '#/collections/pages/entries/navigation')
  const frame = preview(page)
  await expect(frame.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 })
  for (const { name } of footer)
    await expect(frame.getByRole('contentinfo').getByRole('link', { name, exact: true })).toBeVisible()
  // The preview pane is phone-wide: the header shows its brand link and keeps its links behind the menu button.
  await expect(frame.getByRole('banner').getByRole('link', { name: /home$/ })).toBeVisible()
})
