import { NOT_FOUND_PAGES } from '#src/content/page-paths.ts'
import { pages as pagePaths } from '../fixtures/content.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

const reserved = new Set<string>(NOT_FOUND_PAGES.map((page) => page.path))
const pages = pagePaths.filter((page) => !reserved.has(page.path))

for (const { path } of pages) {
  test(`${path} answers 200 with one h1, a title and a description, and hydrates cleanly`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page).toHaveTitle(/\S+ \| TandemDesk$|^TandemDesk \| /)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0).toBeGreaterThan(40)
    await waitForHydration(page)
  })
}
