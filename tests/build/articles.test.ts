import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { articles as fixtureArticles } from '../fixtures/content.ts'
import { buildDir, builtPages } from './built-pages.ts'

// Issue 17 and the specification: article bodies contain images, and read times range from 6 to 15 minutes.

const articles = builtPages().filter((page) => /^\/blogs\/(?!tags\/|__)[^/]+$/.test(page.path))

test('every article body has a figure with alt text, width and height, as an SVG file that exists', () => {
  expect(articles).toHaveLength(fixtureArticles.length)
  for (const page of articles) {
    const [body] = selectAll('.article-body', page.tree)
    const images = selectAll('figure img', body!)
    expect(images.length, page.path).toBeGreaterThanOrEqual(1)
    for (const image of images) {
      expect(String(image.properties.alt ?? '').length, `${page.path} alt`).toBeGreaterThanOrEqual(40)
      expect(Number(image.properties.width), `${page.path} width`).toBeGreaterThan(0)
      expect(Number(image.properties.height), `${page.path} height`).toBeGreaterThan(0)
      expect(existsSync(join(buildDir, String(image.properties.src))), String(image.properties.src)).toBe(true)
      expect(String(image.properties.src)).toMatch(/^\/generated\/figures\/[0-9a-f]{16}\.svg$/)
    }
  }
})

test('the read times the articles show span 6 to 15 minutes', () => {
  const minutes = articles.map((page) => {
    const shown = selectAll('main article header span', page.tree)
      .map((span) => /^(\d+) min read$/.exec(toString(span).trim()))
      .filter((match) => match !== null)
    expect(shown, page.path).toHaveLength(1)
    return Number(shown[0]![1])
  })
  expect(Math.min(...minutes)).toBe(6)
  expect(Math.max(...minutes)).toBe(15)
})

// Issue 46: a heading's address reads as its words (#where-the-money-goes), and a list item carries one marker.

/** A heading's words as GitHub writes them into an address: lower case, punctuation dropped, a hyphen per space. */
const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')

test('every heading id in every article is the readable slug of its words, without a user-content- prefix', () => {
  expect(articles).toHaveLength(fixtureArticles.length)
  for (const page of articles) {
    const headings = selectAll('h2, h3, h4, h5, h6', selectAll('.article-body', page.tree)[0]!)
    expect(headings.length, page.path).toBeGreaterThanOrEqual(3)
    for (const heading of headings) {
      const id = String(heading.properties.id)
      const slug = slugOf(toString(heading))
      expect(id, page.path).not.toMatch(/^user-content-/)
      expect(id, page.path).toMatch(/^[a-z0-9]+(?:-+[a-z0-9]+)*$/)
      // A repeated heading gets -1, -2 and so on after its slug.
      expect([slug, ...[1, 2, 3].map((n) => `${slug}-${n}`)], `${page.path} ${id}`).toContain(id)
    }
    const links = selectAll('nav a[href^="#"]', page.tree).map((link) => String(link.properties.href).slice(1))
    expect(
      links.filter((id) => !headings.some((heading) => heading.properties.id === id)),
      page.path,
    ).toEqual([])
  }
})

test('no list item in any article starts with a typed number or holds a numbered list as its first line', () => {
  for (const page of articles) {
    for (const item of selectAll('.article-body li', page.tree)) {
      expect(toString(item).trim(), page.path).not.toMatch(/^\(?\d+[.):]\s/)
      const first = item.children.find((child) => child.type === 'element')
      expect(first?.type === 'element' && first.tagName === 'ol' && item.children.indexOf(first) === 0, page.path).toBe(false)
    }
  }
})

test('the fifty tasks of the top-50 article are numbered 1 to 50 across its sections', () => {
  const page = articles.find((candidate) => candidate.path === '/blogs/top-50-tasks-delegate-virtual-assistant')!
  const numbers = selectAll('.article-body ol', page.tree)
    .filter((list) => selectAll(':scope > li > strong:first-child', list).length > 0)
    .flatMap((list) => {
      const start = Number(list.properties.start ?? 1)
      return selectAll(':scope > li', list).map((_, index) => start + index)
    })
  expect(numbers.filter((number, index) => number === index + 1)).toHaveLength(50)
})
