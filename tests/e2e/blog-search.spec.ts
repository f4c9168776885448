import type { Page } from '@playwright/test'
import { findArticle, postOrder } from '../fixtures/content.ts'
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts'

// "clearinghouse" occurs only in the body of the medical billing article (content/blog/), in no title or excerpt.
const BODY_WORD = 'clearinghouse'
const BODY_WORD_ARTICLE = 'virtual-assistants-medical-billing-revenue-cycle'

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the blog' })
const results = (page: Page) => page.getByRole('region', { name: 'Search results' })
const status = (page: Page) => page.getByRole('search').getByRole('status')

async function openBlog(page: Page) {
  await page.goto('/blogs')
  await waitForHydration(page)
  await expect(searchBox(page)).toBeVisible()
}

test('the blog index fetches nothing of the search until the visitor focuses the box', async ({ page }) => {
  const searchRequests: Array<string> = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) searchRequests.push(request.url())
  })
  await openBlog(page)
  await page.waitForLoadState('networkidle')
  expect(searchRequests).toEqual([])

  const script = page.waitForRequest((request) => new URL(request.url()).pathname === '/pagefind/pagefind.js')
  await searchBox(page).focus()
  await script
})

test('a word from one article body finds that article and marks the word in its excerpt', async ({ page }) => {
  await openBlog(page)
  await searchBox(page).fill(BODY_WORD)
  await expect(status(page)).toHaveText(`1 article found for “${BODY_WORD}”`)
  const link = results(page).getByRole('link', { name: findArticle(BODY_WORD_ARTICLE).title })
  await expect(link).toHaveAttribute('href', `/blogs/${BODY_WORD_ARTICLE}`)
  await expect(results(page).getByRole('listitem')).toHaveCount(1)
  await expect(results(page).locator('mark').first()).toHaveText(/^clearinghouse/i)
})

test('a tag name finds every article carrying that tag', async ({ page }) => {
  const tagged = postOrder.filter((id) => findArticle(id).tags.includes('Leadership'))
  expect(tagged.length).toBeGreaterThan(1)
  await openBlog(page)
  await searchBox(page).fill('Leadership')
  await expect(status(page)).toHaveText(/^\d+ articles found for “Leadership”$/)
  for (const id of tagged) {
    await expect(results(page).getByRole('link', { name: findArticle(id).title })).toHaveAttribute('href', `/blogs/${id}`)
  }
})

test('a word of a title ranks that article first', async ({ page }) => {
  await openBlog(page)
  await searchBox(page).fill('founders')
  await expect(results(page).getByRole('link').first()).toHaveAttribute('href', '/blogs/virtual-executive-assistants-founders')
})

test('a query nothing matches says so and lists no results', async ({ page }) => {
  await openBlog(page)
  await searchBox(page).fill('qwertyuiop')
  await expect(status(page)).toHaveText('No articles found for “qwertyuiop”. Try another word, or browse every article below.')
  await expect(results(page)).toHaveCount(0)
})

test('Escape and the clear button empty the query and the results', async ({ page }) => {
  await openBlog(page)
  const box = searchBox(page)
  await box.fill(BODY_WORD)
  await expect(results(page)).toBeVisible()
  await box.press('Escape')
  await expect(box).toHaveValue('')
  await expect(results(page)).toHaveCount(0)
  await expect(status(page)).toHaveText('')

  await box.fill(BODY_WORD)
  await expect(results(page)).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(box).toHaveValue('')
  await expect(box).toBeFocused()
  await expect(results(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0)
})

test('the grid keeps listing every article in collection order while results are shown', async ({ page }) => {
  await openBlog(page)
  await searchBox(page).fill(BODY_WORD)
  await expect(results(page)).toBeVisible()
  const grid = page.getByRole('region', { name: 'All articles' })
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(postOrder.map((id) => findArticle(id).title))
})

test('keyboard only: tab to the box, type, tab to a result and open it', async ({ page }) => {
  await openBlog(page)
  for (let presses = 0; presses < 60 && !(await searchBox(page).evaluate((box) => box === document.activeElement)); presses++) {
    await page.keyboard.press('Tab')
  }
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.type(BODY_WORD)
  await expect(results(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(results(page).getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/blogs/${BODY_WORD_ARTICLE}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(findArticle(BODY_WORD_ARTICLE).title)
})

test('search works after arriving at the blog through a link from another page', async ({ page }) => {
  // The document keeps the policy of the page it was loaded as; the search must not depend on the blog's own.
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL('/blogs')
  await searchBox(page).fill(BODY_WORD)
  await expect(results(page).getByRole('link', { name: findArticle(BODY_WORD_ARTICLE).title })).toBeVisible()
})

test('without JavaScript there is no search box and every article is listed', async ({ browser }) => {
  // The box is in the HTML for the island, hidden when scripting is off: a box that cannot search is not shown.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  await expect(page.getByRole('searchbox')).toHaveCount(0)
  await expect(page.getByRole('search')).toHaveCount(0)
  await expect(page.locator('main article')).toHaveCount(19)
  await context.close()
})

test('the blog index with results open has no WCAG 2.2 A/AA violations and does not scroll sideways on a phone', async ({
  page,
}) => {
  // axe over the longest page, twice: well over the default time on a busy machine.
  test.slow()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await openBlog(page)
    await searchBox(page).fill('remote work')
    await expect(results(page).getByRole('listitem').first()).toBeVisible()
    expect(await axeViolations(page), `at ${width} px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width)
  }
})
