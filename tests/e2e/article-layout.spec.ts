import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { articlePage, findArticle, privacyPolicy } from '../fixtures/content.ts'
import { expect, test } from './fixtures.ts'

// Issue 46: an article opens on its title, its contents stay in reach while it is read, and it prints as a document.

/** The article with the longest read time; the specification's read times run from 6 to 15 minutes. */
async function openLongestArticle(page: Page) {
  await page.goto('/blogs')
  const card = page.locator('main article').filter({ hasText: '15 min read' })
  await expect(card).toHaveCount(1)
  const href = await card.getByRole('link', { name: /^Read More/ }).getAttribute('href')
  await page.goto(href!)
  return findArticle(href!.replace('/blogs/', ''))
}

async function expectTitleOnFirstScreen(page: Page) {
  const article = await openLongestArticle(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const header = page.locator('main > article header')
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeInViewport({ ratio: 1 })
  for (const part of [header.locator('time'), header.getByText('15 min read'), header.getByText(article.author)]) {
    await expect(part).toBeInViewport({ ratio: 1 })
  }
  // The cover stays on the page (specification §2), on the first screen too.
  await expect(page.locator('main > article [data-slot="cover"]')).toBeInViewport()
}

/** Scrolls so that the h2 nearest the middle of the article's text is just below the header, as a reader has it. */
async function readHalfway(page: Page): Promise<string> {
  const heading = page.locator('.article-body h2').nth(
    await page.locator('.article-body').evaluate((body) => {
      const { top, height } = body.getBoundingClientRect()
      const middle = top + height / 2
      const tops = [...body.querySelectorAll('h2')].map((h2) => Math.abs(h2.getBoundingClientRect().top - middle))
      return tops.indexOf(Math.min(...tops))
    }),
  )
  await heading.evaluate((h2) => window.scrollTo(0, h2.getBoundingClientRect().top + window.scrollY - 150))
  return (await heading.textContent())!.trim()
}

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the longest article opens on its whole title, with its date, read time and author', async ({ page }) => {
    await expectTitleOnFirstScreen(page)
  })

  test('halfway down the longest article the contents are in view and mark the section being read', async ({ page }) => {
    await openLongestArticle(page)
    const section = await readHalfway(page)
    const contents = page.getByRole('navigation', { name: articlePage.tocLabel })
    await expect(contents).toBeInViewport({ ratio: 1 })
    await expect(contents.locator('a[aria-current="location"]')).toHaveText(section)
    await expect(contents.locator('a[aria-current]')).toHaveCount(1)
  })
})

test.describe('on a phone at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the longest article opens on its whole title, with its date, read time and author', async ({ page }) => {
    await expectTitleOnFirstScreen(page)
  })

  test('while reading, a Contents button is on the screen and a tap opens the contents', async ({ page }) => {
    await openLongestArticle(page)
    const contentsLink = page.getByRole('link', { name: articlePage.contentsLink, exact: true })
    const contents = page.getByRole('navigation', { name: articlePage.tocLabel })
    await expect(contents).toBeHidden()
    await readHalfway(page)
    await expect(contentsLink).toBeInViewport({ ratio: 1 })
    await contentsLink.tap()
    await expect(contents).toBeVisible()
    await expect(contents.getByRole('link').first()).toBeInViewport()
  })
})

/** The mean brightness (0–255) of a 2 px strip at the left or right edge of `box`, at its foot (under the last row's text). */
async function edgeBrightness(box: Locator, side: 'left' | 'right') {
  const image = sharp(await box.screenshot())
  const { width, height } = await image.metadata()
  const strip = { left: side === 'left' ? 3 : width - 5, top: height - 6, width: 2, height: 3 }
  const { data } = await image.extract(strip).greyscale().raw().toBuffer({ resolveWithObject: true })
  return data.reduce((sum, value) => sum + value, 0) / data.length
}

test('on a phone a wide table shows a shadow on the side it scrolls to, and the keyboard scrolls it', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  await page.goto(`${process.env.E2E_BASE_URL}/blogs/top-50-tasks-delegate-virtual-assistant`)
  const region = page.getByRole('region', { name: 'Table, scrolls sideways' }).first()
  await region.scrollIntoViewIfNeeded()
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  const atStart = { left: await edgeBrightness(region, 'left'), right: await edgeBrightness(region, 'right') }
  expect(atStart.right).toBeLessThan(atStart.left - 8)
  await region.focus()
  // Each arrow press scrolls the focused box a step sideways (End scrolls the page, not the box).
  const atRightEnd = () => region.evaluate((box) => box.scrollLeft + box.clientWidth >= box.scrollWidth - 1)
  for (let press = 0; press < 30 && !(await atRightEnd()); press++) await page.keyboard.press('ArrowRight')
  expect(await atRightEnd()).toBe(true)
  const atEnd = { left: await edgeBrightness(region, 'left'), right: await edgeBrightness(region, 'right') }
  expect(atEnd.left).toBeLessThan(atEnd.right - 8)
  await page.close()
})

/** The text printed after a link: its `::after` content as the browser computes it. */
const printedAfter = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((link) => getComputedStyle(link, '::after').content)

test('an article prints as a document: no notice, header, cover, consultation box or related articles; link addresses printed', async ({
  page,
}) => {
  await page.goto('/blogs/top-50-tasks-delegate-virtual-assistant')
  const external = '.article-body a[href^="https://"]'
  const href = await page.locator(external).first().getAttribute('href')
  expect(await printedAfter(page, external)).toBe('none')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.locator('main > article [data-slot="cover"]')).toBeHidden()
  await expect(page.getByRole('region', { name: 'Ready to Transform Your Business?' })).toBeHidden()
  await expect(page.getByRole('region', { name: 'Related Articles' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: articlePage.tocLabel })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await printedAfter(page, external)).toBe(`" (${href})"`)
  // The footer keeps the site's name and address, not its menu or copyright line.
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation')).toBeHidden()
  await expect(footer.locator('address')).toBeVisible()
  await expect(footer.getByText('All rights reserved')).toBeHidden()
})

test('the privacy policy prints as a document, with the opt-out address printed after its link', async ({ page }) => {
  await page.goto('/privacy-policy')
  const external = 'main a[href^="https://"]'
  const href = await page.locator(external).first().getAttribute('href')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('navigation', { name: privacyPolicy.tocLabel })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: privacyPolicy.title })).toBeVisible()
  expect(await printedAfter(page, external)).toBe(`" (${href})"`)
  await expect(page.getByRole('contentinfo').locator('address')).toBeVisible()
})
