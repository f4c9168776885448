import { findArticle, postOrder } from '../fixtures/content.ts'
import { expect, followLink, test, waitForHydration } from './fixtures.ts'

// The browser reports the 404 status of the document (or of a route's data file) as a console error.
const STATUS_404_LOG = /Failed to load resource: the server responded with a status of 404/

/** An article with five h2 sections in its Markdown (content/blog/delegation-productivity-business-owners.md). */
const ARTICLE_WITH_TOC = 'delegation-productivity-business-owners'

/** The h2 headings of the article's Markdown, as written. */
function sectionsOf(id: string): Array<string> {
  return [...findArticle(id).body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.replace(/[*_`]/g, '').trim())
}

test('an unknown topic answers 404 with the not-found screen and a way back to the blog', async ({ page, problems }) => {
  problems.allow(STATUS_404_LOG)
  const response = await page.goto('/blogs/tags/nope')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Back to Blogs' }).click()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(page.locator('main article')).toHaveCount(postOrder.length)
})

test('following a link to an unknown topic shows the same not-found screen', async ({ page, problems }) => {
  problems.allow(STATUS_404_LOG)
  await page.goto('/blogs')
  await followLink(page, '/blogs/tags/nope')
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
})

test('an article with three or more sections has a table of contents whose links jump to the headings', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const sections = sectionsOf(ARTICLE_WITH_TOC)
  expect(sections.length).toBeGreaterThanOrEqual(3)
  await page.goto(`/blogs/${ARTICLE_WITH_TOC}`)
  await waitForHydration(page)
  const toc = page.getByRole('navigation', { name: 'On this page' })
  await expect(toc).toHaveCount(1)
  await expect(toc).toBeVisible()
  await expect(toc.getByRole('link')).toHaveText(sections)
  const link = toc.getByRole('link').nth(2)
  const target = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  const heading = page.locator(`.article-body h2${target}`)
  await expect(heading).toHaveText(sections[2]!)
  await expect(heading).toBeInViewport()
  await expect(link).toHaveAttribute('aria-current', 'location')
})

test('the table of contents marks the section being read as the reader scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const scripts: Array<string> = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(`/blogs/${ARTICLE_WITH_TOC}`)
  const toc = page.getByRole('navigation', { name: 'On this page' })
  const links = toc.getByRole('link')
  // Its code loads with the first scroll (client:interaction="scroll"), not with the page.
  await page.waitForLoadState('networkidle')
  expect(scripts).toEqual([])
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(0)
  const headings = page.locator('.article-body h2')
  const last = (await headings.count()) - 1
  for (const index of [3, 1, last]) {
    await headings
      .nth(index)
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100))
    await expect(links.nth(index)).toHaveAttribute('aria-current', 'location')
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1)
  }
})

test('on a phone the table of contents is a collapsed disclosure above the text, opened before and after hydration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  // The island's code arrives only after the visitor has opened the disclosure, as on a slow connection: the
  // hydration that follows must accept the open disclosure without a warning.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(`/blogs/${ARTICLE_WITH_TOC}`)
  const toc = page.getByRole('navigation', { name: 'On this page' })
  const summary = page.locator('main article summary', { hasText: 'On this page' })
  await expect(summary).toBeVisible()
  await expect(toc).toBeHidden()
  // Before hydration: the disclosure is native HTML.
  await summary.click()
  await expect(toc).toBeVisible()
  const summaryBox = (await summary.boundingBox())!
  const bodyBox = (await page.locator('.article-body').boundingBox())!
  expect(summaryBox.y).toBeLessThan(bodyBox.y)
  release()
  // Hydrated: the island marks the section being read.
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(1)
  const link = toc.getByRole('link').last()
  const target = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator(`.article-body h2${target}`)).toBeInViewport()
  await summary.click()
  await expect(toc).toBeHidden()
})
