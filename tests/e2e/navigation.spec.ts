import { industries, services } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'

const serviceLinks = services.map((page) => ({ name: page.name, href: page.path }))
const industryLinks = industries.map((page) => ({ name: page.name, href: page.path }))
import type { Page } from '@playwright/test'
import { MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from '#src/components/ui/navigation-menu.tsx'
import { expect, test, waitForDesktopMenu } from './fixtures.ts'

/** Specification §4: the dropdown closes 150 ms after the pointer leaves (Radix's close timer, and the CSS one). */
const MENU_CLOSE_DELAY_MS = 150

/**
 * Holds every CSS transition still from the moment it starts, so that the static dropdowns' CSS delays move only
 * when `advance` moves them, in step with the page's timers on `page.clock`.
 */
async function holdTransitions(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('transitionrun', (event) => {
      for (const animation of (event.target as Element).getAnimations()) {
        animation.pause()
        animation.currentTime = 0
      }
    })
  })
}

/** Moves the page's clock and every held CSS transition on by `ms`. */
async function advance(page: Page, ms: number) {
  await page.evaluate((step) => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'paused') animation.currentTime = Number(animation.currentTime) + step
    }
  }, ms)
  await page.clock.runFor(ms)
}

/** Moves the pointer onto a dropdown trigger of the header, as a mouse does. */
async function pointAt(page: Page, name: string) {
  const box = await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).boundingBox()
  if (!box) throw new Error(`no ${name} trigger on screen`)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
}

const headerOrder = ['Home', 'Who We Are', 'Services', 'Industries', 'Pricing', 'Job Openings', 'Blog', 'Contact Us']

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test('lists the specification navigation in order', async ({ page }) => {
    await page.goto('/about')
    const main = page.getByRole('navigation', { name: 'Main' })
    const items = main.locator('ul').first().locator(':scope > li')
    await expect(items).toHaveCount(8)
    for (const [index, name] of headerOrder.entries()) await expect(items.nth(index)).toContainText(name)
  })

  test('the Services dropdown opens 200 ms after the pointer enters, hydration included, and closes 150 ms after it leaves', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/about')
    await page.mouse.move(640, 600)
    // From here on the page's timers and the dropdowns' CSS delays move only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000)
    await holdTransitions(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const sales = nav.getByRole('link', { name: 'Sales', exact: true })
    // The header has not hydrated: this first hover is what loads it, and the static dropdown opens by CSS meanwhile.
    await expect(page.locator('astro-island[ssr]').filter({ has: nav })).toHaveCount(1)
    await pointAt(page, 'Services')
    // A transition exists before its transitionrun event holds it: wait until every one is held, or the clock would
    // move on while one still runs, and the late event would then set it back to 0.
    const held = () => document.getAnimations().length > 0 && document.getAnimations().every((a) => a.playState === 'paused')
    await expect.poll(() => page.evaluate(held)).toBe(true)
    await advance(page, MENU_OPEN_DELAY_MS - 1)
    await expect(sales).toBeHidden()
    await advance(page, 1)
    await expect(sales).toBeVisible()

    // The pointer has rested long enough to hydrate the header: Radix takes the open dropdown over, still open.
    await advance(page, 50)
    await expect(nav).toHaveAttribute('data-live', '')
    const panel = page.locator('[data-slot="navigation-menu-content"][data-state="open"]')
    await expect(panel).toHaveAttribute('id', /Services$/)
    await expect(panel).toHaveCSS('width', '280px')
    for (const link of serviceLinks)
      await expect(panel.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href)

    await page.mouse.move(640, 600)
    await advance(page, MENU_CLOSE_DELAY_MS - 1)
    await expect(panel).toHaveCount(1)
    await advance(page, 1)
    await expect(panel).toHaveCount(0)
    await expect(sales).toBeHidden()
  })

  test('a dropdown reopened within 300 ms of closing opens without the 200 ms delay, and not after', async ({ page }) => {
    await page.clock.install()
    await page.goto('/about')
    await waitForDesktopMenu(page)
    // From here on the page's timers (Radix's) move only when the test says so, however busy the machine is.
    await page.clock.pauseAt(Date.now() + 1000)
    const open = page.locator('[data-slot="navigation-menu-content"][data-state="open"]')
    await page.mouse.move(640, 600)
    await pointAt(page, 'Industries')
    await page.clock.runFor(MENU_OPEN_DELAY_MS)
    await expect(open).toHaveAttribute('id', /Industries$/)
    await page.mouse.move(640, 600)
    await page.clock.runFor(MENU_CLOSE_DELAY_MS)
    await expect(open).toHaveCount(0)
    await page.clock.runFor(MENU_SKIP_DELAY_MS - 100)
    await pointAt(page, 'Services')
    await page.clock.runFor(1)
    await expect(open).toHaveAttribute('id', /Services$/)
    // Past the skip delay, the 200 ms open delay applies again.
    await page.mouse.move(640, 600)
    await page.clock.runFor(MENU_CLOSE_DELAY_MS + MENU_SKIP_DELAY_MS + 1)
    await expect(open).toHaveCount(0)
    await pointAt(page, 'Industries')
    await page.clock.runFor(MENU_OPEN_DELAY_MS - 50)
    await expect(open).toHaveCount(0)
    await page.clock.runFor(50)
    await expect(open).toHaveAttribute('id', /Industries$/)
  })

  test('a mouse click keeps open a dropdown the pointer opened, opens one before the delay, and Enter closes it', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/about')
    await waitForDesktopMenu(page)
    await page.clock.pauseAt(Date.now() + 1000)
    const open = page.locator('[data-slot="navigation-menu-content"][data-state="open"]')
    const click = () => page.mouse.down().then(() => page.mouse.up())
    await page.mouse.move(640, 600)
    await pointAt(page, 'Services')
    await page.clock.runFor(MENU_OPEN_DELAY_MS)
    await expect(open).toHaveAttribute('id', /Services$/)
    await click()
    await page.clock.runFor(MENU_CLOSE_DELAY_MS + 1)
    await expect(open).toHaveAttribute('id', /Services$/)
    await page.mouse.move(640, 600)
    await page.clock.runFor(MENU_CLOSE_DELAY_MS + MENU_SKIP_DELAY_MS + 1)
    await expect(open).toHaveCount(0)
    await pointAt(page, 'Industries')
    await page.clock.runFor(MENU_OPEN_DELAY_MS - 100)
    await expect(open).toHaveCount(0)
    await click()
    await expect(open).toHaveAttribute('id', /Industries$/)
    await page.clock.runFor(MENU_OPEN_DELAY_MS)
    await expect(open).toHaveAttribute('id', /Industries$/)
    // The keyboard still toggles: Enter on the focused trigger closes the panel.
    await page.keyboard.press('Enter')
    await expect(open).toHaveCount(0)
  })

  test('a click on a dropdown opened by hover before the header woke keeps it open', async ({ page }) => {
    // The header's code is held back until the click has been made, so the click lands before hydration and is
    // replayed after it.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/about')
    await pointAt(page, 'Services')
    await expect(page.getByRole('link', { name: 'Sales', exact: true })).toBeVisible()
    await page.mouse.down()
    await page.mouse.up()
    release()
    // Not waitForDesktopMenu, which points at the brand link: the pointer stays on the trigger, as the visitor's does.
    await page.waitForFunction(() => document.querySelector('[data-slot="navigation-menu"]')?.hasAttribute('data-live'))
    const open = page.locator('[data-slot="navigation-menu-content"][data-state="open"]')
    await expect(open).toHaveAttribute('id', /Services$/)
    await expect(open.getByRole('link', { name: 'Sales', exact: true })).toBeVisible()
  })

  test('the Industries dropdown holds the six industry pages and its links lead to them', async ({ page }) => {
    await page.goto('/about')
    await waitForDesktopMenu(page)
    await page.getByRole('button', { name: 'Industries' }).click()
    const panel = page.locator('[data-slot="navigation-menu-content"][data-state="open"]')
    for (const link of industryLinks) await expect(panel.getByRole('link', { name: link.name, exact: true })).toBeVisible()
    await panel.getByRole('link', { name: 'Healthcare', exact: true }).click()
    await expect(page).toHaveURL(/\/industries\/healthcare$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual Assistants for Healthcare')
  })

  test('the dropdowns work with the keyboard: Enter opens, Tab reaches the links, Escape closes', async ({ page }) => {
    await page.goto('/about')
    await waitForDesktopMenu(page)
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Sales', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('the toggle opens the menu; groups expand independently; choosing a link closes it', async ({ page }) => {
    await page.goto('/')
    // No waiting for the header to hydrate: the first tap on the toggle is what loads it, and must still open the menu.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    const services = menu.getByRole('button', { name: 'Services' })
    const industries = menu.getByRole('button', { name: 'Industries' })
    await services.click()
    await expect(menu.getByRole('link', { name: 'AI Agents' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Construction' })).toBeHidden()
    await industries.click()
    await expect(menu.getByRole('link', { name: 'Construction' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'AI Agents' })).toBeVisible()
    await services.click()
    await expect(menu.getByRole('link', { name: 'AI Agents' })).toBeHidden()
    await expect(menu.getByRole('link', { name: 'Construction' })).toBeVisible()
    await menu.getByRole('link', { name: 'Construction' }).click()
    await expect(page).toHaveURL(/\/industries\/construction$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/pricing')
    // The toggle is named 'Open menu' while closed and 'Close menu' while open.
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ })
    await toggle.click()
    // Before hydration the focused toggle shows the menu by CSS alone; the tap is replayed once the island is live,
    // and only then does the menu say it is expanded and listen for Escape.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog' }).focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/pricing')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('following a link starts the new page at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Who We Are' })
  await footerLink.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await footerLink.click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('going back after following a link returns to where the visitor was on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Who We Are' })
  await footerLink.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(100)
  await footerLink.click()
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

  test('pages show their main text and the dropdown opens on hover', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Services' }).hover()
    await expect(page.getByRole('link', { name: 'Executive Assistant' })).toBeVisible()
    await page.getByRole('link', { name: 'Executive Assistant' }).click()
    await expect(page).toHaveURL(/\/services\/executive-assistant$/)
  })
})

test('on a phone, every footer link, the consultation link among them, is at least 44 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const links = page.getByRole('contentinfo').getByRole('link')
  await expect(links.filter({ hasText: 'Schedule a Free Consultation' })).toHaveCount(1)
  const heights = await links.evaluateAll((all) => all.map((link) => [link.textContent, link.getBoundingClientRect().height]))
  expect(heights.length).toBeGreaterThan(8)
  for (const [name, height] of heights) expect(height, String(name)).toBeGreaterThanOrEqual(44)
})

test('on a phone, the email and phone links, Read More and an article’s way back to the blog are at least 44 px tall', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const targets = [
    { path: '/contact', names: [site.contact.email, site.contact.phone] },
    { path: '/privacy-policy', names: [site.contact.email, site.contact.phone] },
    { path: '/blogs/virtual-assistants-medical-billing-revenue-cycle', names: ['All articles'] },
    { path: '/blogs', names: [/^Read More/] },
  ]
  for (const { path, names } of targets) {
    await page.goto(path)
    for (const name of names) {
      const box = await page.getByRole('main').getByRole('link', { name, exact: true }).first().boundingBox()
      expect(box!.height, `${path}: ${name}`).toBeGreaterThanOrEqual(44)
    }
  }
})
