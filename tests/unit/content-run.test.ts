import { expect, test } from 'vitest'
import { REPRESENTATIVE_PAGES, pagesToCheck } from '../content/run.ts'

const built = new Set([
  '/',
  '/blogs',
  '/blogs/remote-work-trends-2025',
  '/pricing',
  '/services',
  '/services/sales',
  '/industries',
])
const exists = (path: string) => built.has(path)
const noReferrers = () => []

test('an article, a page record or the prices name the pages that show them', () => {
  expect(pagesToCheck(['content/blog/remote-work-trends-2025.md'], { exists, referrers: noReferrers })).toEqual({
    pages: ['/blogs/remote-work-trends-2025', '/blogs'],
    representative: false,
  })
  // The home page's answers state prices through plan placeholders.
  expect(pagesToCheck(['content/pricing.yaml'], { exists, referrers: noReferrers }).pages).toEqual(['/pricing', '/'])
  expect(pagesToCheck(['content/faq.yaml'], { exists, referrers: noReferrers }).pages).toEqual(['/'])
  expect(pagesToCheck(['content/services/sales.yaml'], { exists, referrers: noReferrers }).pages).toEqual([
    '/services/sales',
    '/services',
  ])
})

test('an upload names the pages of the content files that refer to it', () => {
  const referrers = (upload: string) => (upload === '/uploads/blog/cover.webp' ? ['content/blog/remote-work-trends-2025.md'] : [])
  expect(pagesToCheck(['src/assets/uploads/blog/cover.webp'], { exists, referrers }).pages).toEqual([
    '/blogs/remote-work-trends-2025',
    '/blogs',
  ])
})

test('a file every page shows, an upload nothing refers to, or no change checks the representative pages', () => {
  const representative = { pages: REPRESENTATIVE_PAGES, representative: true }
  expect(pagesToCheck(['content/site.yaml', 'content/faq.yaml'], { exists, referrers: noReferrers })).toEqual(representative)
  expect(pagesToCheck(['src/assets/uploads/blog/unused.webp'], { exists, referrers: noReferrers })).toEqual(representative)
  expect(pagesToCheck(['README.md'], { exists, referrers: noReferrers })).toEqual(representative)
  expect(pagesToCheck([], { exists, referrers: noReferrers })).toEqual(representative)
})

test('a deleted article leaves the pages that listed it', () => {
  expect(pagesToCheck(['content/blog/a-removed-article.md'], { exists, referrers: noReferrers })).toEqual({
    pages: ['/blogs'],
    representative: false,
  })
})

test('one page of every template is representative, the not-found screen included', () => {
  expect(REPRESENTATIVE_PAGES).toEqual(
    expect.arrayContaining(['/', '/services/sales', '/industries/healthcare', '/pricing', '/blogs', '/careers']),
  )
  expect(REPRESENTATIVE_PAGES).toContain('/this-page-does-not-exist')
})
