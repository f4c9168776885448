import { industries, services } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, followLink, test } from './fixtures.ts'

// Specification §2: the service and industry pages. What their HTML holds is checked over dist/ (tests/build/offerings.test.ts).
const OFFERING_PATHS = [...services, ...industries].map((page) => page.path)

test('every service and industry hero is drawn at 4:3', async ({ page }) => {
  expect(OFFERING_PATHS).toHaveLength(14)
  for (const path of OFFERING_PATHS) {
    const record = [...services, ...industries].find((candidate) => candidate.path === path)!
    await page.goto(path)
    const box = await page.getByRole('main').getByRole('region', { name: record.title }).getByRole('img').boundingBox()
    expect(Math.abs(box!.width / box!.height - 4 / 3), path).toBeLessThan(0.01)
  }
})

test('an unknown service slug answers 404 with the not-found screen', async ({ page, problems }) => {
  problems.allow(/404/)
  const response = await page.goto('/services/nope')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
})

test('following a link to an unknown service or industry shows the not-found screen', async ({ page, problems }) => {
  problems.allow(/404/)
  await page.goto('/services/sales')
  for (const path of ['/services/nope', '/industries/nope']) {
    await followLink(page, path)
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await expect(page).toHaveTitle(`Page Not Found | ${site.name}`)
  }
})
