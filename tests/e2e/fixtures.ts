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
      const allowed: Array<RegExp> = []
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

/** Waits until React has hydrated the document (the root route's module ran and attached the router). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Waits until the Radix desktop menu has replaced the CSS dropdowns. It loads when the browser is idle after
 * hydration (src/components/layout/desktop-nav.tsx), so a busy machine can still show the CSS version for a while.
 */
export async function waitForDesktopMenu(page: Page) {
  await waitForHydration(page)
  await expect(page.locator('[data-slot="navigation-menu"]')).toBeVisible()
}
