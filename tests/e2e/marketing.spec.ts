import { telHref } from '#src/lib/format.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, expectBookingLink, test, waitForHydration } from './fixtures.ts'

const MARKETING_PATHS = ['/', '/about', '/services', '/industries', '/pricing', '/contact', '/privacy-policy']

test('home shows the proven-results figures 75%, 100% and 80%', async ({ page }) => {
  await page.goto('/')
  const stats = page.getByRole('region', { name: 'Proven Results' }).getByRole('listitem')
  await expect(stats).toHaveCount(3)
  await expect(stats.nth(0)).toContainText('75%')
  await expect(stats.nth(0)).toContainText(/hiring time/i)
  await expect(stats.nth(1)).toContainText('100%')
  await expect(stats.nth(1)).toContainText(/vetted/i)
  await expect(stats.nth(2)).toContainText('80%')
  await expect(stats.nth(2)).toContainText(/labor costs/i)
})

test('home hero offers the free consultation on the external booking page in a new tab', async ({ page }) => {
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Virtual Assistants and AI Agents for Growing Businesses' })
  const button = hero.getByRole('link', { name: /Schedule a Free Consultation/ })
  await expectBookingLink(button, { path: '/', place: 'hero' })
  await expect(hero.locator('img')).toHaveCount(0)
})

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

test('home shows the six differentiators', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'What Sets Us Apart' })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'AI Agents',
    'Fully Managed',
    'Cost-Efficient Outsourcing',
    'Qualified Professionals',
    'All Time Zones',
    'Flexibility',
  ])
})

test('home compares TandemDesk with hiring yourself in a table with row and column headers', async ({ page }) => {
  await page.goto('/')
  const table = page.getByRole('table', { name: 'TandemDesk vs. Hiring Yourself' })
  await expect(table.getByRole('columnheader')).toHaveText([/.+/, 'TandemDesk', 'Hiring Yourself'])
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(4)
})

test('home lists Recruit, Train, Assign and the three Connect with Us steps in order', async ({ page }) => {
  await page.goto('/')
  const process = page.getByRole('region', { name: 'Recruit, Train, Assign' }).locator('ol > li')
  await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Recruit', 'Train', 'Assign'])
  const connect = page.getByRole('region', { name: 'Connect with Us' }).locator('ol > li')
  await expect(connect).toHaveCount(3)
  await expect(connect.nth(0)).toContainText(/free consultation/i)
  await expect(connect.nth(1)).toContainText(/interview pre-screened experts/i)
  await expect(connect.nth(2)).toContainText(/onboard/i)
})

test('the FAQ has nine questions, all closed at first', async ({ page }) => {
  await page.goto('/')
  const items = page.getByRole('region', { name: 'Frequently Asked Questions' }).locator('details')
  await expect(items).toHaveCount(9)
  for (const item of await items.all()) await expect(item).not.toHaveAttribute('open')
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

test('the FAQ works with JavaScript disabled: every answer is in the page, one opens at a time', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const items = page.locator('[data-slot="faq-item"]')
  await expect(items).toHaveCount(9)
  for (const item of await items.all()) {
    await expect(item.locator('p')).toBeHidden()
    expect(((await item.locator('p').textContent()) ?? '').trim().length).toBeGreaterThan(80)
  }
  await items.nth(2).locator('summary').click()
  await expect(items.nth(2).locator('p')).toBeVisible()
  await items.nth(4).locator('summary').click()
  await expect(items.nth(2)).not.toHaveAttribute('open')
  const faqJsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(faqJsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true)
  await context.close()
})

test('the services overview shows ten cards that are not links', async ({ page }) => {
  await page.goto('/services')
  const list = page.getByRole('region', { name: 'What We Can Take Off Your Plate' }).getByRole('list')
  const cards = list.getByRole('listitem')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'AI Agent Solutions',
    'Customer Support',
    'Sales Development',
    'Accounting Industry',
    'Insurance',
    'Real Estate',
    'Construction',
    'Healthcare',
    'Web Design & Development',
    'Social Media Management',
  ])
  await expect(cards.locator('svg')).toHaveCount(10)
  await expect(cards.locator('p')).toHaveCount(10)
  await expect(list.getByRole('link')).toHaveCount(0)
  await expect(list.locator('a, button, [tabindex], [onclick]')).toHaveCount(0)
  const cursors = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).cursor))
  expect(cursors).toEqual(Array(10).fill('auto'))
})

test('the industries index links six cards to their industry pages', async ({ page }) => {
  await page.goto('/industries')
  const list = page.getByRole('region', { name: 'Find Support for Your Industry' }).getByRole('list')
  const links = list.getByRole('link')
  await expect(links).toHaveText(['E-Commerce', 'Accounting', 'Insurance', 'Real Estate', 'Construction', 'Healthcare'])
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
  expect(hrefs).toEqual([
    '/industries/ecommerce',
    '/industries/accounting',
    '/industries/insurance',
    '/industries/real-estate',
    '/industries/construction',
    '/industries/healthcare',
  ])
})

test('an industry card is clickable anywhere, not just on its title', async ({ page }) => {
  await page.goto('/industries')
  await waitForHydration(page)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Real Estate', exact: true }) })
  // The card's centre is its tagline, covered by the title link's stretched ::after.
  await card.click()
  await expect(page).toHaveURL(/\/industries\/real-estate$/)
})

test('pricing shows the four plans with their prices, hours and badges', async ({ page }) => {
  await page.goto('/pricing')
  const region = page.getByRole('region', { name: 'Monthly Plans' })
  const plan = (name: string) =>
    region.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
  await expect(region.getByRole('heading', { level: 3 })).toHaveText(['Starter', 'Growth', 'Scale', 'Dedicated VA'])

  await expect(plan('Starter')).toContainText('$299')
  await expect(plan('Starter')).toContainText('30 hours of VA support')
  await expect(plan('Growth')).toContainText('$549')
  await expect(plan('Growth')).toContainText('60 hours')
  await expect(plan('Scale')).toContainText('$799')
  await expect(plan('Scale')).toContainText('90 hours')
  await expect(plan('Dedicated VA')).toContainText(/from\s*\$1,499/)
  await expect(plan('Dedicated VA')).toContainText('40 hrs/week')
  await expect(plan('Dedicated VA')).toContainText(/free recruitment/i)
  await expect(plan('Dedicated VA')).toContainText(/training/i)
  await expect(plan('Dedicated VA')).toContainText(/replacement guarantee/i)

  await expect(region.getByText('Most Popular', { exact: true })).toHaveCount(1)
  await expect(plan('Growth').getByText('Most Popular', { exact: true })).toBeVisible()
  await expect(region.getByText('Premium', { exact: true })).toHaveCount(1)
  await expect(plan('Dedicated VA').getByText('Premium', { exact: true })).toBeVisible()
})

test('pricing says its prices are for reference only', async ({ page }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('main')).toContainText(/reference only and may vary/i)
})

test('every plan button opens the booking page in a new tab', async ({ page }) => {
  await page.goto('/pricing')
  const buttons = page.getByRole('region', { name: 'Monthly Plans' }).getByRole('link')
  await expect(buttons).toHaveCount(4)
  for (const [index, button] of (await buttons.all()).entries()) {
    await expectBookingLink(button, { path: '/pricing', place: `plan-${['starter', 'growth', 'scale', 'dedicated-va'][index]}` })
  }
})

test('contact offers a Zoom and a phone consultation, each on its booking page in a new tab', async ({ page }) => {
  await page.goto('/contact')
  const zoom = page.getByRole('link', { name: /^Schedule a Zoom Consultation/ })
  const phone = page.getByRole('link', { name: /^Schedule a Phone Consultation/ })
  await expectBookingLink(zoom, { path: '/contact', place: 'contact-video' })
  await expectBookingLink(phone, { path: '/contact', place: 'contact-phone', kind: 'phone' })
})

test('contact has no form, an address block and the three social profiles', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.locator('form')).toHaveCount(0)
  const address = page.getByRole('main').locator('address')
  await expect(address).toContainText('San Francisco')
  await expect(address).toContainText('United States')
  const profiles = ['linkedin', 'facebook', 'instagram'] as const
  const social = page.getByRole('region', { name: 'Follow Us' }).getByRole('link')
  await expect(social).toHaveCount(3)
  for (const [index, key] of profiles.entries()) {
    await expect(social.nth(index)).toHaveAccessibleName(
      new RegExp({ linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram' }[key]),
    )
    await expect(social.nth(index)).toHaveAttribute('href', site.social[key])
    await expect(social.nth(index)).toHaveAttribute('target', '_blank')
  }
})

test('the privacy policy has its nine sections in order and was last updated January 2025', async ({ page }) => {
  await page.goto('/privacy-policy')
  const main = page.getByRole('main')
  await expect(main).toContainText('Last updated January 2025')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    /information we collect/i,
    /cookies and tracking/i,
    /use/i,
    /sharing/i,
    /security/i,
    /rights/i,
    /third-party services/i,
    /updates/i,
    /contact/i,
  ])
  const ids = await main.getByRole('heading', { level: 2 }).evaluateAll((headings) => headings.map((h) => h.id))
  expect(ids.every((id) => id.length > 0)).toBe(true)
})

test('the privacy policy links the opt-out and gives the contact email, phone and postal address', async ({ page }) => {
  await page.goto('/privacy-policy')
  const optOut = page.getByRole('region', { name: /cookies/i }).getByRole('link', { name: /opt out/i })
  await expect(optOut).toHaveAttribute('href', site.dataPartnerOptOut)
  await expect(optOut).toHaveAttribute('target', '_blank')
  const contact = page.getByRole('region', { name: 'Contact Us' })
  const { email, phone, address } = site.contact
  await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(contact.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone))
  await expect(contact.locator('address')).toContainText(address.street)
  await expect(contact.locator('address')).toContainText('San Francisco, United States')
})

test('Who We Are shows the affiliate link, vision, mission and the four core values', async ({ page }) => {
  await page.goto('/about')
  const affiliate = page.getByRole('main').getByRole('link', { name: /affiliate/i })
  await expect(affiliate).toHaveAttribute('href', site.affiliate.url)
  await expect(affiliate).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Our Core Values' }).getByRole('heading', { level: 3 })).toHaveText([
    'Energy Preservation',
    'Founder-Focused Solutions',
    'Seamless Integration',
    'Growth Enablement',
  ])
})

test('each marketing page has its own title and description', async ({ page }) => {
  const heads: Array<string> = []
  for (const path of MARKETING_PATHS) {
    await page.goto(path)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    heads.push(`${await page.title()} | ${description}`)
  }
  expect(new Set(heads).size).toBe(MARKETING_PATHS.length)
})

for (const path of MARKETING_PATHS) {
  test(`${path} content fits a 375 px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(path)
    await waitForHydration(page)
    // Every visible element of the page body lies within the viewport (decorative aria-hidden shapes clipped by
    // their band and visually hidden text do not count). The header and footer are checked by their own specs.
    const overflowing = await page.getByRole('main').evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter((element) => !element.closest('[aria-hidden="true"], .sr-only'))
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)
        })
        .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`),
    )
    expect(overflowing).toEqual([])
  })
}
