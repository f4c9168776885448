import type { Page } from '@playwright/test'
import { industries, services } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, test, waitForDesktopMenu } from './fixtures.ts'

const serviceLinks = services.map((page) => ({ name: page.name, href: page.path }))
const industryLinks = industries.map((page) => ({ name: page.name, href: page.path }))

// Specification §4 and §9 ("Hover delays: 200, 300 and 150 ms"): a dropdown opens 200 ms after the pointer enters,
// opens at once when another closed less than 300 ms before, and closes 150 ms after the pointer leaves (Radix's
// close timer, and the CSS one).
const MENU_OPEN_DELAY_MS = 200
const MENU_SKIP_DELAY_MS = 300
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

  test('before the header has woken, focus on Services opens nothing and Enter opens it', async ({ page }) => {
    // The header's code is held back until Enter has been pressed, so both land before hydration.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/about')
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    const sales = page.getByRole('link', { name: 'Sales', exact: true })
    await trigger.focus()
    await expect(page.locator('astro-island[ssr]').filter({ has: trigger })).toHaveCount(1)
    await expect(sales).toBeHidden()
    await page.keyboard.press('Enter')
    release()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(sales).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-live', '')
  })

  test('once the header is live, focus on Services opens nothing and Enter opens it', async ({ page }) => {
    await page.goto('/about')
    await waitForDesktopMenu(page)
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    await trigger.focus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: 'Sales', exact: true })).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Sales', exact: true })).toBeVisible()
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
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    // The toggle is a popover's invoker: the browser reports it expanded; its name says what a press does now.
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    await expect(menu).toBeVisible()
    // The groups are native disclosures (<details>), which need no script to open.
    const services = menu.locator('summary', { hasText: 'Services' })
    const industries = menu.locator('summary', { hasText: 'Industries' })
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
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  })

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog' }).focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('from the keyboard, Enter opens the menu, Tab stays in it, Escape closes it and focus is back on the toggle', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    const visited: Array<string> = []
    for (let press = 0; press < 14; press++) {
      await page.keyboard.press('Tab')
      // Past the menu's last link focus may leave for the browser's own controls (the body is active then), and
      // comes back to the toggle: never to the page behind the menu.
      const where = await page.evaluate(() => {
        const active = document.activeElement
        if (!active || active === document.body) return 'browser'
        if (active.matches('[data-slot="mobile-nav-toggle"]')) return 'the toggle'
        return active.closest('[data-slot="mobile-nav"]')
          ? `menu: ${active.textContent}`
          : `page: ${active.outerHTML.slice(0, 80)}`
      })
      visited.push(where)
    }
    expect(visited.filter((where) => where.startsWith('page'))).toEqual([])
    expect(visited).toContain('menu: Contact Us')
    expect(visited).toContain('the toggle')
    await menu.getByRole('link', { name: 'Pricing' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('opened after scrolling, the menu sits flush under the header and covers the page to the bottom', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 2 * window.innerHeight))
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('navigation', { name: 'Mobile' })
    await expect(panel).toBeVisible()
    const header = (await page.getByRole('banner').boundingBox())!
    const box = (await panel.boundingBox())!
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1)
    const covered = await page.evaluate((top) => {
      const rows = [top + 1, (top + innerHeight) / 2, innerHeight - 1]
      return rows.map((y) => Boolean(document.elementFromPoint(innerWidth / 2, y)?.closest('[data-slot="mobile-nav-overlay"]')))
    }, header.y + header.height)
    expect(covered).toEqual([true, true, true])
  })
})

for (const input of ['tap', 'mouse click'] as const) {
  test.describe(`the first ${input} on the menu toggle, at 4× CPU`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: input === 'tap', isMobile: input === 'tap' })

    test('opens one overlay that holds still, takes taps below the panel, closes without following them and locks the page', async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      // A fresh load, not waiting for anything to hydrate.
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      const url = page.url()
      // The page's own clock samples the menu 150 ms after the press and again 2 s later: what the visitor sees then.
      await page.evaluate(() => {
        // What the open menu looks like: open, how many groups are expanded, what a tap below the panel meets.
        function state() {
          const overlay = document.querySelector('[data-slot="mobile-nav-overlay"]')!
          const panel = overlay.querySelector('[data-slot="mobile-nav-panel"]')!
          const below = (panel.getBoundingClientRect().bottom + innerHeight) / 2
          return {
            open: overlay.matches(':popover-open'),
            expanded: [...panel.querySelectorAll('details')].filter((group) => group.open).length,
            serviceLinkShown: [...panel.querySelectorAll('a')].some(
              (link) => link.textContent === 'Sales' && link.checkVisibility(),
            ),
            belowPanel: document.elementFromPoint(innerWidth / 2, below)?.closest('[data-slot="mobile-nav-overlay"]')
              ? 'overlay'
              : 'page',
          }
        }
        const record = window as unknown as { samples: Array<unknown> }
        record.samples = []
        addEventListener(
          'pointerdown',
          () => {
            setTimeout(() => record.samples.push(state()), 150)
            setTimeout(() => record.samples.push(state()), 2150)
          },
          { capture: true, once: true },
        )
      })
      const box = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      if (input === 'tap') await page.touchscreen.tap(x, y)
      else await page.mouse.click(x, y)
      await page.waitForFunction(() => (window as unknown as { samples: Array<unknown> }).samples.length === 2, null, {
        timeout: 10_000,
      })
      const samples = await page.evaluate(() => (window as unknown as { samples: Array<unknown> }).samples)
      const openCollapsed = { open: true, expanded: 0, serviceLinkShown: false, belowPanel: 'overlay' }
      expect(samples).toEqual([openCollapsed, openCollapsed])

      // The page behind does not scroll while the menu is open, by wheel or by finger.
      await page.mouse.wheel(0, 600)
      if (input === 'tap')
        await cdp.send('Input.synthesizeScrollGesture', { x: 195, y: 780, yDistance: -400, gestureSourceType: 'touch' })
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

      const panel = (await page.getByRole('navigation', { name: 'Mobile' }).boundingBox())!
      const belowY = (panel.y + panel.height + 844) / 2
      if (input === 'tap') await page.touchscreen.tap(195, belowY)
      else await page.mouse.click(195, belowY)
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
      expect(page.url()).toBe(url)
    })
  })
}

test.describe('the mobile menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('opens with its groups collapsed, expands a group and closes from the dimmed backdrop', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Sales', exact: true })).toBeHidden()
    await menu.locator('summary', { hasText: 'Services' }).tap()
    await expect(menu.getByRole('link', { name: 'Sales', exact: true })).toBeVisible()
    await page.locator('[data-slot="mobile-nav-backdrop"]').tap({ position: { x: 195, y: 20 }, force: true })
    await expect(menu).toBeHidden()
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
