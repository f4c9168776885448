import { industryLinks, serviceLinks } from '#src/content/navigation.ts'
import { expect, test, waitForDesktopMenu, waitForHydration } from './fixtures.ts'

const headerOrder = ['Home', 'Who We Are', 'Services', 'Industries', 'Pricing', 'Job Openings', 'Blog', 'Contact Us']

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('lists the specification navigation in order', async ({ page }) => {
    await page.goto('/about')
    const main = page.getByRole('navigation', { name: 'Main' })
    const items = main.locator(':scope > div > ul > li')
    await expect(items).toHaveCount(8)
    for (const [index, name] of headerOrder.entries()) await expect(items.nth(index)).toContainText(name)
  })

  test('the Services dropdown opens 200 ms after hover, closes 150 ms after leaving, and holds the eight services', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/about')
    // The Radix menu replaces the CSS dropdowns once the browser is idle: wait for it before stopping the clock.
    await waitForDesktopMenu(page)
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000)
    const trigger = page.getByRole('button', { name: 'Services' })
    const panel = page.locator('[data-slot="navigation-menu-content"]')
    await trigger.hover()
    await page.clock.runFor(150)
    await expect(panel).toBeHidden()
    await page.clock.runFor(100)
    await expect(panel).toBeVisible()
    await expect(panel).toHaveCSS('width', '280px')
    for (const link of serviceLinks)
      await expect(panel.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href)
    await page.mouse.move(640, 700)
    await page.clock.runFor(100)
    await expect(panel).toBeVisible()
    await page.clock.runFor(100)
    await expect(panel).toBeHidden()
  })

  test('the Industries dropdown holds the six industry pages and a link navigates client-side', async ({ page }) => {
    await page.goto('/about')
    await waitForDesktopMenu(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    // Opened with the keyboard, not a click, which can land after the hover delay and close the panel again.
    await page.getByRole('button', { name: 'Industries' }).focus()
    await page.keyboard.press('Enter')
    const panel = page.locator('[data-slot="navigation-menu-content"]')
    for (const link of industryLinks) await expect(panel.getByRole('link', { name: link.name, exact: true })).toBeVisible()
    await panel.getByRole('link', { name: 'Healthcare', exact: true }).click()
    await expect(page).toHaveURL(/\/industries\/healthcare$/)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
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

  test('the dropdown links are in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text()
    for (const link of [...serviceLinks, ...industryLinks]) expect(html).toContain(`href="${link.href}"`)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('the toggle opens the menu; groups expand independently; choosing a link closes it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
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
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog' }).focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('the toggle names the menu it controls', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const controls = await toggle.getAttribute('aria-controls')
    expect(controls).toBeTruthy()
    await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute('aria-label', 'Mobile')
  })
})

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('a client-side navigation starts the new page at the top and does not reload the document', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Who We Are' })
  await footerLink.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await footerLink.click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})

test('going back after a client-side navigation returns to where the visitor was on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/')
  await waitForHydration(page)
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

test('the footer has the specification links, the social profiles and © 2025', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const hrefs = await footer
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(['/', '/about', '/services', '/industries', '/blogs', '/careers', '/contact', '/privacy-policy'])
  await expect(footer).toContainText('© 2025')
  for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
    const link = footer.getByRole('link', { name: new RegExp(name) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
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
