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
 * Wakes the header's island, the desktop dropdowns, as a visitor does, by pointing at its first link, and waits until
 * React has committed it (the Radix menu marks itself live then; Astro's `ssr` attribute goes earlier).
 */
export async function hydrateHeader(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().hover()
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

export { axeViolations, overflowingElements } from '../support/browser-checks.ts'
