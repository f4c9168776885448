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

test('on a phone, a section heading never breaks a hyphenated word at its hyphen ("E-" / "Commerce")', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/industries/ecommerce')
  // A range over a word gives one box for each line the word sits on.
  const words = await page.locator('main h2').evaluateAll((headings) => {
    const found: Array<{ word: string; lines: number }> = []
    for (const heading of headings) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\S+-\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          found.push({ word: match[0], lines: range.getClientRects().length })
        }
      }
    }
    return found
  })
  expect(words.map((word) => word.word)).toContain('E-Commerce')
  for (const word of words) expect(word.lines, word.word).toBe(1)
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

// Issue 46: one tile size for every tool, and a logo drawn large enough to read (Zoom, Zoho, Woo were 24 px strips).
test('every tool mark is drawn on one tile size, and each logo fills its tile across or down', async ({ page }) => {
  for (const path of ['/services/sales', '/services/web-design-development', '/industries/ecommerce', '/industries/healthcare']) {
    await page.goto(path)
    const region = page.getByRole('main').getByRole('region', { name: /^(Your Preferred Tools and Software|Tools We Use in)/ })
    const marks = await region.locator('li:not(:has(li)) > [aria-hidden="true"]').evaluateAll((elements) =>
      elements.map((element) => {
        const tile = element.getBoundingClientRect()
        const drawn = element.querySelector('path')?.getBoundingClientRect()
        return {
          name: element.parentElement!.textContent!.slice(element.textContent!.length).trim(),
          tile: `${tile.width}×${tile.height}`,
          drawn: drawn ? Math.max(drawn.width / tile.width, drawn.height / tile.height) : null,
        }
      }),
    )
    expect(marks.length, path).toBeGreaterThan(1)
    expect(new Set(marks.map((mark) => mark.tile)), path).toEqual(new Set([marks[0]!.tile]))
    expect(marks[0]!.tile, path).toBe('56×36')
    for (const mark of marks) if (mark.drawn !== null) expect(mark.drawn, `${path} ${mark.name}`).toBeGreaterThan(0.7)
  }
})
