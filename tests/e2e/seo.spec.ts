import { socialImagePath } from '#src/lib/seo.ts'
import { expect, test } from './fixtures.ts'

// What the files hold is checked over dist/ (tests/build); here, that the server gives them out at their addresses.
test('sitemap.xml, robots.txt and a social card are served from the site root, the card as a 1200×630 PNG', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toMatch(/^User-agent: \*$/m)
  const card = await request.get(socialImagePath('/blogs/remote-work-trends-2025'))
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toMatch(/^image\/png/)
  const png = await card.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})
