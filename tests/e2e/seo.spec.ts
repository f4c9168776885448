import type { Page } from '@playwright/test'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

/** The JSON-LD @types in the document's head, sorted. */
async function ldTypes(page: Page): Promise<Array<string>> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']).sort()
}

test('client-side navigation replaces the head: title, description, canonical, social card and structured data', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  expect(await ldTypes(page)).toEqual(['FAQPage', 'Organization', 'WebSite'])
  const homeDescription = await page.locator('meta[name="description"]').getAttribute('content')

  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page).toHaveTitle('Pricing | TandemDesk')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/pricing`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site.url}/pricing`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site.url}/generated/social/pricing.png`)
  await expect(page.locator('meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', homeDescription ?? '')
  await expect.poll(() => ldTypes(page)).toEqual(['BreadcrumbList', 'Service'])
})

test('a social card is served as a 1200×630 PNG', async ({ page, request }) => {
  await page.goto('/blogs/remote-work-trends-2025')
  const card = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(card).toBe(`${site.url}/generated/social/blogs/remote-work-trends-2025.png`)
  const response = await request.get(card!.slice(site.url.length))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/png/)
  const png = await response.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})

test('sitemap.xml and robots.txt are served from the site root', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toMatch(/^User-agent: \*$/m)
})
