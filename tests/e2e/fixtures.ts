import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'

type PageProblems = { errors: Array<string>; allow: (pattern: RegExp) => void }

/**
 * Every page visit fails on page errors, console errors and hydration warnings (CONVENTIONS.md 'Tests').
 * A test that expects a console error (the 404 path log) declares it with `problems.allow(pattern)`.
 */
export const test = base.extend<{ problems: PageProblems }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server')
    await use(url)
  },
  problems: [
    async ({ page }, use) => {
      const errors: Array<string> = []
      // Chromium rejects a cross-document view transition it skips when the new page was already shown (a race of
      // its own, reported as an uncaught page error); navigation completes normally, so it is not a page fault.
      const allowed: Array<RegExp> = [/^pageerror: Transition was aborted because of invalid state\. Page already revealed$/]
      const record = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text)
      }
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`))
      page.on('console', (message: ConsoleMessage) => {
        const text = message.text()
        if (message.type() === 'error' || /hydrat/i.test(text)) record(`console.${message.type()}: ${text}`)
      })
      await use({ errors, allow: (pattern) => allowed.push(pattern) })
      expect(errors, 'page errors, console errors or hydration warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Waits until every island that hydrates without the visitor's help (client:load, idle, visible) has hydrated:
 * Astro removes an island's `ssr` attribute once it has. Islands that wait for an interaction are left waiting.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => island.getAttribute('client') === 'interaction'),
  )
}

/**
 * Wakes the header island as a visitor does, by pointing at the brand link, and waits until React has committed it
 * (the Radix menu marks itself live then; Astro's `ssr` attribute goes earlier, when hydration is only scheduled).
 */
export async function hydrateHeader(page: Page) {
  await page.getByRole('link', { name: /home$/ }).first().hover()
  await page.waitForFunction(() => document.querySelector('[data-slot="navigation-menu"]')?.hasAttribute('data-live'))
}

/** Hydrates the header and waits until the Radix desktop menu has replaced the CSS dropdowns. */
export async function waitForDesktopMenu(page: Page) {
  await hydrateHeader(page)
  await expect(page.locator('[data-slot="navigation-menu"]')).toBeVisible()
}

/**
 * Follows a link to `path` as a visitor would, from a link added to the page (for addresses no link on the site
 * points at, such as a removed article), and waits for the new document.
 */
export async function followLink(page: Page, path: string) {
  await page.evaluate((href) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = `Go to ${href}`
    document.querySelector('main')!.append(link)
  }, path)
  await Promise.all([page.waitForURL(`**${path}`), page.getByRole('link', { name: `Go to ${path}` }).click()])
}

/**
 * axe-core's WCAG 2.2 A/AA violations on the page as it is now, one `rule: targets` line each (DESIGN.md §8).
 * Only violations are collected in full: axe's own option for large pages, which leaves what is reported unchanged.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<Array<string>> {
  // options() replaces every option set before it, so it comes first. Legacy mode runs axe in the page instead of
  // finishing in a new blank page: three times faster, and it only skips cross-origin frames (the job form's vendor).
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
  if (exclude) builder.exclude(exclude)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/**
 * Visible elements of the page's `main` that lie outside the viewport sideways, as `tag text` lines. Decorative
 * aria-hidden shapes, visually hidden text and the contents of a region that scrolls sideways on its own (a wide
 * table) do not count.
 */
export function overflowingElements(page: Page): Promise<Array<string>> {
  return page.getByRole('main').evaluate((main) => {
    const elements = [...main.querySelectorAll('*')]
    const scrollers = elements.filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
    return elements
      .filter((element) => !element.closest('[aria-hidden="true"], .sr-only'))
      .filter((element) => !scrollers.some((scroller) => scroller !== element && scroller.contains(element)))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)
      })
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`)
  })
}
