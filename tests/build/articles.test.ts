import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { articles as fixtureArticles } from '../fixtures/content.ts'
import { buildDir, builtPages } from './built-pages.ts'

// Issue 17 and the specification: article bodies contain images, and read times range from 6 to 15 minutes.

const articles = builtPages().filter((page) => /^\/blogs\/(?!tags\/|__)[^/]+$/.test(page.path))

test('every article body has a picture with alt text, width and height, as AVIF and WebP files that exist', () => {
  expect(articles).toHaveLength(fixtureArticles.length)
  for (const page of articles) {
    const [body] = selectAll('.article-body', page.tree)
    const images = selectAll('figure picture img', body!)
    expect(images.length, page.path).toBeGreaterThanOrEqual(1)
    for (const image of images) {
      expect(String(image.properties.alt ?? '').length, `${page.path} alt`).toBeGreaterThanOrEqual(40)
      expect(Number(image.properties.width), `${page.path} width`).toBeGreaterThan(0)
      expect(Number(image.properties.height), `${page.path} height`).toBeGreaterThan(0)
      expect(existsSync(join(buildDir, String(image.properties.src))), String(image.properties.src)).toBe(true)
      expect(String(image.properties.src)).toMatch(/\.webp$/)
    }
    for (const source of selectAll('figure picture source', body!)) {
      expect(source.properties.type).toBe('image/avif')
      expect(existsSync(join(buildDir, String(source.properties.srcSet))), String(source.properties.srcSet)).toBe(true)
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
