import { postOrder } from '../fixtures/content.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

// Every blog page is checked from a zone 14 hours east of UTC: a date computed through the visitor's time zone
// would show the next day there (May 19 at 09:00 in Los Angeles is May 20 in Kiritimati) or fail hydration.
test.use({ timezoneId: 'Pacific/Kiritimati' })

test('the index shows the same date in any time zone as in the prerendered page', async ({ page }) => {
  // 2025-05-19T09:00:00-07:00 is already May 20 in Kiritimati; the card must still say May 19.
  await page.goto('/blogs')
  await waitForHydration(page)
  const card = page.locator('main article').nth(postOrder.indexOf('ai-agents-transforming-customer-service'))
  await expect(card.locator('time')).toHaveText('May 19, 2025')
})

test('the index grid has 1 column at 375 px, 2 at 768 px and 3 at 1280 px', async ({ page }) => {
  await page.goto('/blogs')
  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    const lefts = await page
      .locator('main article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)))
    expect(new Set(lefts).size, `columns at ${width} px`).toBe(columns)
    // Row-major: the first `columns` cards are side by side, the next one starts a new row.
    expect(new Set(lefts.slice(0, columns)).size, `first row at ${width} px`).toBe(columns)
    expect(lefts[columns], `second row at ${width} px`).toBe(lefts[0])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(
      width,
    )
  }
})

test('excerpts are clamped to three lines, and long ones are cut', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/blogs')
  const excerpts = await page.locator('main article p.line-clamp-3').evaluateAll((paragraphs) =>
    paragraphs.map((paragraph) => {
      const style = getComputedStyle(paragraph)
      return {
        lines: paragraph.clientHeight / parseFloat(style.lineHeight),
        cut: paragraph.scrollHeight > paragraph.clientHeight + 1,
        clamp: style.webkitLineClamp,
      }
    }),
  )
  expect(excerpts).toHaveLength(19)
  for (const excerpt of excerpts) {
    expect(excerpt.clamp).toBe('3')
    expect(excerpt.lines).toBeLessThanOrEqual(3.01)
  }
  expect(excerpts.some((excerpt) => excerpt.cut)).toBe(true)
})

test('the covers are drawn in the page at 1200:630, so the index fetches no image and preloads none', async ({ page }) => {
  const imageRequests: Array<string> = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url())
  })
  await page.goto('/blogs')
  const covers = page.locator('main article [data-slot="cover"]')
  await expect(covers).toHaveCount(19)
  // Cards below the first row are laid out only near the viewport (content-visibility), so each is measured there.
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded()
    const box = await cover.boundingBox()
    expect(Math.abs(box!.width / box!.height - 1200 / 630)).toBeLessThan(0.01)
  }
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0)
  await expect(page.locator('main img')).toHaveCount(0)
  expect(imageRequests).toEqual([])
})

test('an article page lays out hero, header, body, consultation box and related articles in that order', async ({ page }) => {
  const id = 'virtual-assistants-medical-billing-revenue-cycle'
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/blogs/${id}`)
  const article = page.locator('main > article')
  const parts = [
    article.getByRole('img').first(),
    article.locator('header'),
    article.locator('.article-body'),
    page.getByRole('region', { name: 'Ready to Transform Your Business?' }),
    page.getByRole('region', { name: 'Related Articles' }),
  ]
  const tops = await Promise.all(parts.map(async (part) => (await part.boundingBox())!.y))
  expect([...tops].sort((a, b) => a - b)).toEqual(tops)
  // From 1024 px the hero sits beside the header, level with it, so the title stays on the first screen.
  await page.setViewportSize({ width: 1280, height: 800 })
  const [hero, header] = await Promise.all(parts.slice(0, 2).map(async (part) => (await part.boundingBox())!))
  expect(Math.round(hero!.y)).toBe(Math.round(header!.y))
  expect(hero!.x).toBeGreaterThanOrEqual(header!.x + header!.width)
  // Written 2025-08-22T09:15:00-07:00, August 23 in Kiritimati: hydration keeps the written day, with no warning.
  await waitForHydration(page)
  await expect(article.locator('header time')).toHaveText('August 22, 2025')
})

test('the consultation box lines up with the article text beside the contents, and its button keeps to two lines on a phone', async ({
  page,
}) => {
  await page.goto('/blogs/virtual-assistants-medical-billing-revenue-cycle')
  const box = page.getByRole('region', { name: 'Ready to Transform Your Business?' }).locator('div').last()
  const [boxEdges, textEdges] = await Promise.all([box.boundingBox(), page.locator('.article-body').boundingBox()])
  expect(Math.round(boxEdges!.x)).toBe(Math.round(textEdges!.x))
  expect(Math.round(boxEdges!.width)).toBe(Math.round(textEdges!.width))

  await page.setViewportSize({ width: 320, height: 800 })
  const button = box.getByRole('link', { name: /Schedule a Free Consultation/ })
  const lines = await button.evaluate((link) => {
    const range = document.createRange()
    range.selectNodeContents(link.firstChild!)
    return range.getClientRects().length
  })
  expect(lines).toBeLessThanOrEqual(2)
})

test('related articles are laid out only as the reader nears them, and are all there when the reader arrives', async ({
  page,
}) => {
  await page.goto('/blogs/top-50-tasks-delegate-virtual-assistant')
  const related = page.getByRole('region', { name: 'Related Articles' })
  // Decision 020: the browser skips their layout on the first load, which is what a long article's blocking time needs.
  expect(await related.evaluate((section) => getComputedStyle(section).contentVisibility)).toBe('auto')
  await related.scrollIntoViewIfNeeded()
  const readMore = related.getByRole('link', { name: /^Read More/ })
  await expect(readMore).toHaveCount(3)
  for (const link of await readMore.all()) await expect(link).toBeInViewport({ ratio: 0 })
  await readMore.first().scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  await readMore.first().click()
  await expect(page).toHaveURL(/\/blogs\/(?!top-50-tasks)/)
  await page.goBack()
  // Back where the reader left, the related articles laid out again at their own size.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
  await expect(readMore.first()).toBeInViewport()
})
