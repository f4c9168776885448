import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { selectAll } from 'hast-util-select'
import { expect, test } from 'vitest'
import { getPagePaths, getPrerenderPaths } from '#src/content/paths.ts'
import { getPosts } from '#src/content/posts.server.ts'
import { site } from '#src/site.ts'
import { buildDir, builtPages, expectedUrl } from './built-pages.ts'

/** Issue 8: the sitemap lists exactly the indexable prerendered pages, from the same list as the prerender. */
const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')
const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  loc: /<loc>([^<]*)<\/loc>/.exec(body!)?.[1],
  lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1],
}))
const locs = entries.map((entry) => entry.loc)
const pages = builtPages()

function robotsOf(html: ReturnType<typeof builtPages>[number]): Array<string> {
  return selectAll('meta[name="robots"]', html.tree).map((tag) => String(tag.properties.content))
}

test('the sitemap is a sitemaps.org urlset', () => {
  expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
})

test('the sitemap lists exactly the prerendered pages that are not noindex, each once', () => {
  const prerendered = new Set(getPrerenderPaths())
  const indexable = getPagePaths().filter((page) => !page.noindex)
  for (const page of indexable) expect(prerendered.has(page.path)).toBe(true)
  expect([...locs].sort()).toEqual(indexable.map((page) => expectedUrl(site.url, page.path)).sort())
  expect(new Set(locs).size).toBe(locs.length)
  // 9 fixed screens, 8 services, 6 industries and 19 articles (specification §2 and §3), and a topic page for each
  // of the ten tags (issue 10); no job is open.
  expect(locs).toHaveLength(52)
})

test('every page in the sitemap is built, indexable, and names the sitemap URL as canonical', () => {
  for (const loc of locs) {
    const page = pages.find((candidate) => expectedUrl(site.url, candidate.path) === loc)
    expect(page, `${loc} has no built page`).toBeDefined()
    expect(robotsOf(page!), loc).toEqual([])
    const canonicals = selectAll('link[rel~="canonical"]', page!.tree).map((tag) => tag.properties.href)
    expect(canonicals, loc).toEqual([loc])
  }
})

test('every noindex page (placeholders and not-found screens) is absent from the sitemap and says noindex', () => {
  const noindex = pages.filter((page) => page.noindex)
  // Seven placeholders (specification §2) and the six not-found screens (root, services, industries, blog,
  // blog topics, careers).
  expect(noindex).toHaveLength(13)
  for (const page of noindex) {
    expect(locs).not.toContain(expectedUrl(site.url, page.path))
    expect(robotsOf(page), page.file).toEqual(['noindex'])
  }
  expect(sitemap).not.toMatch(/__not-found|-original|404/)
})

test('articles carry their publication date as lastmod; other pages none', () => {
  const published = new Map(getPosts().map((post) => [expectedUrl(site.url, `/blogs/${post.id}`), post.publishedAt]))
  expect(published.size).toBe(19)
  for (const entry of entries) expect(entry.lastmod, entry.loc).toBe(published.get(entry.loc!))
})

test('robots.txt allows every crawler everywhere and names the sitemap', () => {
  const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8')
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).toMatch(/^Allow: \/$/m)
  expect(robots).not.toMatch(/^Disallow: *\S/m)
  expect(robots).toMatch(new RegExp(`^Sitemap: ${site.url}/sitemap\\.xml$`, 'm'))
})
