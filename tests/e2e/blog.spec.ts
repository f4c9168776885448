import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { postOrder } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, expectBookingLink, test, waitForHydration } from './fixtures.ts'

// Every blog page is checked from a zone 14 hours east of UTC: a date computed through the visitor's time zone
// would show the next day there (May 19 at 09:00 in Los Angeles is May 20 in Kiritimati) or fail hydration.
test.use({ timezoneId: 'Pacific/Kiritimati' })

const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 2025$/
const READ_TIME = /^\d+ min read$/

/** The article as its author wrote it (content/blog/<id>.md), for expected titles, excerpts and tags. */
function frontmatterOf(id: string): { title: string; excerpt: string; author: string; tags: Array<string> } {
  const source = readFileSync(resolve(import.meta.dirname, '..', '..', 'content', 'blog', `${id}.md`), 'utf8')
  return parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)![1]!)
}

test('the blog index has its head, the Blog hero and the intro line', async ({ page }) => {
  await page.goto('/blogs')
  await expect(page).toHaveTitle('Blog | TandemDesk')
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/outsourcing/i)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  const intro = page.locator('main section').first()
  for (const topic of [/outsourcing/i, /virtual assistants/i, /AI agents/i, /efficien/i]) await expect(intro).toContainText(topic)
  await waitForHydration(page)
})

test('the index lists every article in collection order with every card field', async ({ page }) => {
  await page.goto('/blogs')
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(postOrder.length)
  await expect(cards).toHaveCount(19)
  for (const [index, id] of postOrder.entries()) {
    const card = cards.nth(index)
    const { title, excerpt, author, tags } = frontmatterOf(id)
    // The cover drawn from the article's outline: a picture with a description, which never repeats the title.
    const image = card.getByRole('img')
    await expect(image).toHaveAccessibleName(/^An outline of the article's \d+ sections/)
    await expect(image).not.toContainText(title)
    await expect(card.locator('time')).toHaveText(LONG_DATE)
    await expect(card.getByText(READ_TIME)).toHaveCount(1)
    const titleLink = card.getByRole('heading', { level: 3 }).getByRole('link')
    await expect(titleLink).toHaveText(title)
    await expect(titleLink).toHaveAttribute('href', `/blogs/${id}`)
    await expect(card.getByText(excerpt)).toHaveClass(/line-clamp-3/)
    await expect(card.locator('footer')).toContainText(author)
    const readMore = card.getByRole('link', { name: /^Read More/ })
    await expect(readMore).toHaveAttribute('href', `/blogs/${id}`)
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(tags)
  }
  await waitForHydration(page)
})

test('the index shows the same date in any time zone as in the prerendered page', async ({ page }) => {
  // 2025-05-19T09:00:00-07:00 is already May 20 in Kiritimati; the card must still say May 19.
  await page.goto('/blogs')
  await waitForHydration(page)
  const card = page.locator('main article').nth(postOrder.indexOf('ai-agents-transforming-customer-service'))
  await expect(card.locator('time')).toHaveText('May 19, 2025')
})

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`the index grid has ${columns} column${columns > 1 ? 's' : ''} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/blogs')
    const lefts = await page
      .locator('main article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)))
    expect(new Set(lefts).size).toBe(columns)
    // Row-major: the first `columns` cards are side by side, the next one starts a new row.
    expect(new Set(lefts.slice(0, columns)).size).toBe(columns)
    expect(lefts[columns]).toBe(lefts[0])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

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

test('an article page shows every element in order, the consultation box and related articles', async ({ page }) => {
  const id = 'virtual-assistants-medical-billing-revenue-cycle'
  const { title, excerpt, author, tags } = frontmatterOf(id)
  await page.goto(`/blogs/${id}`)
  await expect(page).toHaveTitle(`${title} | TandemDesk`)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${site.url}/generated/social/blogs/${id}.png`,
  )
  const article = page.locator('main > article')
  // The hero is the outline drawn from the article's own headings, written out, and never its title.
  const hero = article.getByRole('img').first()
  await expect(hero).toBeVisible()
  await expect(hero).toHaveAccessibleName(/sections as a numbered outline, beside a \d-step diagram: /)
  await expect(hero).toContainText('The revenue cycle, stage by stage')
  await expect(hero).not.toContainText(title)
  // Written 2025-08-22T09:15:00-07:00: August 23 in Kiritimati, but the page shows the written day.
  await expect(article.locator('header time')).toHaveText('August 22, 2025')
  await expect(article.locator('header').getByText(READ_TIME)).toHaveCount(1)
  await expect(article.locator('header')).toContainText(author)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(article.locator('header').getByText(excerpt)).toBeVisible()
  await expect(article.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(tags)

  const body = article.locator('.article-body')
  await expect(body.locator('h2').first()).toBeVisible()
  await expect(body.locator('.table-scroll > table')).not.toHaveCount(0)
  await expect(body.locator('.callout')).not.toHaveCount(0)
  // External links (the booking page, the medical billing partner) open in a new tab.
  const external = body.locator('a[href^="http"]')
  await expect(external).not.toHaveCount(0)
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(body.locator(`a[href="${site.partners.medicalBilling}"]`)).toHaveCount(1)

  const box = page.getByRole('region', { name: 'Ready to Transform Your Business?' })
  const booking = box.getByRole('link', { name: /Schedule a Free Consultation/ })
  await expectBookingLink(booking, { path: `/blogs/${id}`, place: 'article-box' })

  const related = page.getByRole('region', { name: 'Related Articles' })
  const cards = related.locator('article')
  expect(await cards.count()).toBeGreaterThan(0)
  expect(await cards.count()).toBeLessThanOrEqual(3)
  for (const card of await cards.all()) {
    await expect(card.getByRole('link', { name: /^Read More/ })).not.toHaveAttribute('href', `/blogs/${id}`)
  }

  // Visual order: hero, then header, then body, then the consultation box, then related articles.
  const tops = await Promise.all(
    [hero, article.locator('header'), body, box, related].map(async (part) => (await part.boundingBox())!.y),
  )
  expect([...tops].sort((a, b) => a - b)).toEqual(tops)
  await waitForHydration(page)
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

test('every article has a body, at most three related articles and never itself among them', async ({ page }) => {
  test.slow() // nineteen page loads
  for (const id of postOrder) {
    await page.goto(`/blogs/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontmatterOf(id).title)
    await expect(page.locator('.article-body h2').first()).toBeVisible()
    const links = await page
      .getByRole('region', { name: 'Related Articles' })
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
    expect(links.length, id).toBeLessThanOrEqual(3)
    expect(links, id).not.toContain(`/blogs/${id}`)
  }
})

test('an unknown article id answers 404 with the not-found screen, and Back to Blogs works', async ({ page, problems }) => {
  problems.allow(/Failed to load resource: the server responded with a status of 404/)
  const response = await page.goto('/blogs/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
  await page.getByRole('link', { name: 'Back to Blogs' }).click()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
})

test('a known article does not show the not-found screen', async ({ page }) => {
  const response = await page.goto('/blogs/remote-work-trends-2025')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Blog Post Not Found')).toHaveCount(0)
  await waitForHydration(page)
})

test('a link to an article that no longer exists leads to the not-found screen', async ({ page, problems }) => {
  problems.allow(/Failed to load resource: the server responded with a status of 404/)
  await page.goto('/blogs/remote-work-trends-2025')
  await page.locator('.article-body').evaluate((body) => {
    const link = document.createElement('a')
    link.href = '/blogs/a-removed-article'
    link.textContent = 'A removed article'
    body.append(link)
  })
  await page.getByRole('link', { name: 'A removed article' }).click()
  await expect(page).toHaveURL(/\/blogs\/a-removed-article$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Blogs' })).toBeVisible()
})

test('internal links in an article body open the page in the same tab', async ({ page }) => {
  await page.goto('/blogs/virtual-assistants-medical-billing-revenue-cycle')
  const link = page.locator('.article-body a[href="/pricing"]').first()
  await expect(link).not.toHaveAttribute('target')
  await link.click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing')
})

test('the prerendered article contains its body without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/blogs/top-50-tasks-delegate-virtual-assistant')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontmatterOf('top-50-tasks-delegate-virtual-assistant').title)
  await expect(page.locator('.article-body h2').first()).toBeVisible()
  expect((await page.locator('.article-body').innerText()).split(/\s+/).length).toBeGreaterThan(1400)
  await expect(page.getByRole('region', { name: 'Related Articles' }).locator('article')).not.toHaveCount(0)
  await context.close()
})

test('the RSS feed is advertised, parses as XML and lists every article', async ({ page, request }) => {
  await page.goto('/blogs')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml')
  const response = await request.get('/rss.xml')
  expect(response.status()).toBe(200)
  const feed = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        items: Array.from(doc.querySelectorAll('channel > item'), (item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          guid: item.querySelector('guid')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent ?? '',
          description: item.querySelector('description')?.textContent,
        })),
      }
    },
    await response.text(),
  )
  expect(feed.error).toBeNull()
  expect(feed.version).toBe('2.0')
  expect(feed.title).toBe('TandemDesk Blog')
  expect(feed.items.map((item) => item.link).sort()).toEqual(postOrder.map((id) => `${site.url}/blogs/${id}`).sort())
  for (const item of feed.items) {
    const id = item.link!.split('/').pop()!
    expect(item.title).toBe(frontmatterOf(id).title)
    expect(item.description).toBe(frontmatterOf(id).excerpt)
    expect(item.guid).toBe(item.link)
    expect(item.pubDate).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 2025 \d{2}:\d{2}:\d{2} GMT$/,
    )
  }
  const times = feed.items.map((item) => Date.parse(item.pubDate))
  expect([...times].sort((a, b) => b - a)).toEqual(times)
})
