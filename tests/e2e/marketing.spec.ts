import { previewSite as site } from '../fixtures/site.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

test('on a phone, the hero button opens the booking page in a new tab and the site stays open', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // Offline: the booking page answers from here.
  await context.route(`${new URL(site.booking.video).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><p>Booking page</p>' }),
  )
  await page.goto('/')
  const [booking] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('region', { name: 'Virtual Assistants and AI Agents for Growing Businesses' })
      .getByRole('link', { name: /Schedule a Free Consultation/ })
      .click(),
  ])
  await booking.waitForLoadState()
  const url = new URL(booking.url())
  expect(`${url.origin}${url.pathname}`).toBe(site.booking.video)
  expect(url.searchParams.get('utm_content')).toBe('/:hero')
  expect(await booking.evaluate(() => window.opener)).toBeNull()
  expect(new URL(page.url()).pathname).toBe('/')
})

test('on a narrow phone, the hero eyebrow wraps between its phrases, never inside one', async ({ page }) => {
  await page.goto('/')
  const eyebrow = page
    .getByRole('region', { name: 'Virtual Assistants and AI Agents for Growing Businesses' })
    .locator('p')
    .first()
  await expect(eyebrow).toHaveText('Virtual Assistants · AI Agents · Offshore Teams')
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 })
    // The top of each word's box says which line it is on.
    const lines = await eyebrow.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const tops: Array<[string, number]> = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/[^\s·]+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          tops.push([match[0], Math.round(range.getBoundingClientRect().top)])
        }
      }
      return { text: element.textContent ?? '', tops }
    })
    const lineOf = new Map(lines.tops)
    // At 320 px it wraps in any sans-serif font, so the check there always means something.
    if (width === 320) expect(new Set(lines.tops.map(([, top]) => top)).size, 'the eyebrow wraps at 320 px').toBeGreaterThan(1)
    for (const phrase of lines.text.split(' · ')) {
      const tops = new Set(phrase.split(' ').map((word) => lineOf.get(word)))
      expect(tops.size, `${width} px: "${phrase}" is on one line`).toBe(1)
    }
  }
})

test('the FAQ opens one answer at a time and collapses the open one when clicked', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  const [first, second] = [faq.locator('details').nth(0), faq.locator('details').nth(1)]
  const answer = (item: typeof first) => item.locator('p')

  await expect(answer(first)).toBeHidden()
  await first.locator('summary').click()
  await expect(first).toHaveAttribute('open')
  await expect(answer(first)).toBeVisible()

  await second.locator('summary').click()
  await expect(second).toHaveAttribute('open')
  await expect(answer(second)).toBeVisible()
  await expect(first).not.toHaveAttribute('open')
  await expect(answer(first)).toBeHidden()

  await second.locator('summary').click()
  await expect(second).not.toHaveAttribute('open')
  await expect(faq.locator('details[open]')).toHaveCount(0)
})

test('the FAQ works from the keyboard: Tab reaches the questions, Enter and Space toggle them', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  const [first, second] = [faq.locator('details').nth(0), faq.locator('details').nth(1)]

  // The call-to-action band comes right before the FAQ, so one Tab from its button reaches the first question.
  await page.getByRole('region', { name: 'Ready to Get Your Time Back?' }).getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(first.locator('summary')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('open')

  await page.keyboard.press('Tab')
  await expect(second.locator('summary')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('open')
  await expect(first).not.toHaveAttribute('open')

  await page.keyboard.press('Space')
  await expect(second).not.toHaveAttribute('open')
  await expect(faq.locator('details[open]')).toHaveCount(0)
})

test('the FAQ works with JavaScript disabled: the answers are closed, one opens at a time', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const items = page.locator('[data-slot="faq-item"]')
  await expect(items).toHaveCount(9)
  for (const item of await items.all()) await expect(item.locator('p')).toBeHidden()
  await items.nth(2).locator('summary').click()
  await expect(items.nth(2).locator('p')).toBeVisible()
  await items.nth(4).locator('summary').click()
  await expect(items.nth(2)).not.toHaveAttribute('open')
  await context.close()
})

test('the services overview cards do not look clickable', async ({ page }) => {
  await page.goto('/services')
  const cards = page.getByRole('region', { name: 'What We Can Take Off Your Plate' }).getByRole('list').getByRole('listitem')
  await expect(cards).toHaveCount(10)
  const cursors = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).cursor))
  expect(cursors).toEqual(Array(10).fill('auto'))
})

test('an industry card is clickable anywhere, not just on its title', async ({ page }) => {
  await page.goto('/industries')
  await waitForHydration(page)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Real Estate', exact: true }) })
  // The card's centre is its tagline, covered by the title link's stretched ::after.
  await card.click()
  await expect(page).toHaveURL(/\/industries\/real-estate$/)
})

test('each plan shows its price and period on one line, "from $1,499 /month" too, at tablet and desktop widths', async ({
  page,
}) => {
  await page.goto('/pricing')
  const prices = page.getByRole('region', { name: 'Monthly Plans' }).locator('li > p').filter({ hasText: '/month' })
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    // Wrapped, a part would start below the bottom of the tallest (the price).
    const rows = await prices.evaluateAll((rows) =>
      rows.map((row) => {
        const boxes = [...row.children].map((part) => part.getBoundingClientRect())
        const price = boxes.reduce((tallest, box) => (box.height > tallest.height ? box : tallest))
        return { text: row.textContent, wrapped: boxes.some((box) => box.top >= price.bottom - 1) }
      }),
    )
    expect(rows.map((row) => row.text)).toContain('from$1,499/month')
    for (const row of rows) expect(row.wrapped, `${width} px: ${row.text}`).toBe(false)
  }
})

test('on a phone, the preview notice is one line for visitors, with no developer command', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const notice = page.getByRole('complementary', { name: 'Preview — some contact details are placeholders' })
  await expect(notice).toHaveText('Preview — some contact details are placeholders')
  const lines = await notice
    .locator('p')
    .evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)))
  expect(lines).toBe(1)
})

test('with no openings, /careers shows the message and, beside it, the social profiles to follow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/careers')
  await expect(page.getByText('No open positions at the moment. Please check back later for new opportunities.')).toBeVisible()
  const profiles = page.getByRole('main').getByRole('list', { name: 'TandemDesk on social media' }).getByRole('link')
  await expect(profiles).toHaveCount(3)
  for (const link of await profiles.all()) await expect(link).toBeInViewport()
  await expect(profiles.first()).toHaveAttribute('href', site.social.linkedin!)
})
