import type { Page } from '@playwright/test'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, test } from './fixtures.ts'

// The article with the longest read time in the content (3,640 words, 16 min read).
const LONGEST_ARTICLE = '/blogs/top-50-tasks-delegate-virtual-assistant'
const PAGES = ['/', '/pricing', '/services/sales', LONGEST_ARTICLE]

/** Booking links a visitor can see and press now: inside the window, visible, and not covered by anything else. */
function bookingLinksOnScreen(page: Page) {
  return page.evaluate((bookingPage) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => link.href.startsWith(bookingPage))
    return links
      .filter((link) => {
        const box = link.getBoundingClientRect()
        if (box.height === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
          return false
        if (!link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
        const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
        return link.contains(document.elementFromPoint(x, y))
      })
      .map((link) => new URL(link.href).searchParams.get('utm_content'))
  }, site.booking.video)
}

const sizes = [
  { name: 'a phone (390 × 844, touch)', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'a desktop (1280 × 800)', use: { viewport: { width: 1280, height: 800 } } },
]

for (const size of sizes) {
  test.describe(`on ${size.name}`, () => {
    test.use(size.use)
    for (const path of PAGES) {
      test(`three screens down ${path}, a booking link is on screen`, async ({ page }) => {
        await page.goto(path)
        // Three screens, or to the end of a page that is shorter (a service page at 1280 px).
        const target = await page.evaluate(() =>
          Math.min(3 * window.innerHeight, document.documentElement.scrollHeight - window.innerHeight),
        )
        expect(target).toBeGreaterThan(1000)
        await page.evaluate((top) => window.scrollTo(0, top), target)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target)
        await expect.poll(() => bookingLinksOnScreen(page)).toContain(`${path}:header`)
      })
    }
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the header’s booking button gives way while the hero’s is on screen, and is back once it has gone', async ({ page }) => {
    await page.goto('/')
    await expect.poll(() => bookingLinksOnScreen(page)).toEqual(['/:hero'])
    const hero = page
      .getByRole('main')
      .getByRole('link', { name: /^Schedule a Free Consultation/ })
      .first()
    const box = (await hero.boundingBox())!
    await page.evaluate((top) => window.scrollTo(0, top), box.y + box.height)
    await expect.poll(() => bookingLinksOnScreen(page)).toEqual(['/:header'])
  })
})

for (const width of [320, 360, 390]) {
  test(`at ${width} px the logo, the booking button and the menu button share one row of the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 })
    // Pricing has no hero button, so the header's booking button shows from the first screen.
    await page.goto('/pricing')
    const header = page.getByRole('banner')
    const parts = [
      header.getByRole('link', { name: `${site.name} home` }),
      header.getByRole('link', { name: /^Free Consultation/ }),
      header.getByRole('button', { name: 'Open menu' }),
    ]
    const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!))
    const row = (await header.boundingBox())!
    for (const [index, box] of boxes.entries()) {
      expect(box.y, `part ${index} within the header`).toBeGreaterThanOrEqual(row.y)
      expect(box.y + box.height).toBeLessThanOrEqual(row.y + row.height)
      if (index > 0)
        expect(box.x, `part ${index} right of the one before`).toBeGreaterThanOrEqual(
          boxes[index - 1]!.x + boxes[index - 1]!.width,
        )
    }
    expect(boxes[2]!.x + boxes[2]!.width).toBeLessThanOrEqual(width)
    // One line each: the booking button is as tall as a one-line small button.
    expect(boxes[1]!.height).toBeLessThanOrEqual(40)
  })
}

test('at 1024 × 768 the hero’s consultation button is on one line and on the first screen, and the navigation fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/')
  const main = page.getByRole('main')
  const consultation = (await main
    .getByRole('link', { name: /^Schedule a Free Consultation/ })
    .first()
    .boundingBox())!
  // The hero's second button is the same size with a one-line label: a one-line button's height.
  const pricing = (await main.getByRole('link', { name: 'View Pricing' }).boundingBox())!
  expect(consultation.height).toBe(pricing.height)
  expect(consultation.y + consultation.height).toBeLessThanOrEqual(768)

  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  const items = await nav
    .locator('ul')
    .first()
    .locator(':scope > li')
    .evaluateAll((all) =>
      all.map((item) => {
        const box = item.getBoundingClientRect()
        return { top: box.top, height: box.height, right: box.right }
      }),
    )
  expect(items).toHaveLength(8)
  for (const item of items) expect(item).toMatchObject({ top: items[0]!.top, height: items[0]!.height })
  expect(items[0]!.height).toBe(40)
  const booking = (await page
    .getByRole('banner')
    .getByRole('link', { name: /^Free Consultation/ })
    .boundingBox())!
  expect(items.at(-1)!.right).toBeLessThanOrEqual(booking.x)
})
