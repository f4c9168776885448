import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { selectAll } from 'hast-util-select'
import { expect, test } from 'vitest'
import { articles, launchedPages as pagePaths } from '../fixtures/content.ts'
import { publishedInstant } from '#src/lib/dates.ts'
import { launchedSite as site } from '../fixtures/site.ts'
import { builtPages, expectedUrl } from './built-pages.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'

/**
 * The sitemap of the launched fixture site (tests/support/fixture-build.ts) lists exactly the
 * indexable built pages, from src/collections/paths.ts; a preview's sitemap lists none (launch.test.ts).
 */
const launch = { dir: SPEC_BUILD.launched }
const sitemap = readFileSync(join(launch.dir, 'sitemap.xml'), 'utf8')
const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  loc: /<loc>([^<]*)<\/loc>/.exec(body!)?.[1],
  lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1],
}))
// A URL as a crawler compares it: `https://host/` and `https://host` are one and the same URL.
const same = (url: string) => new URL(url).href
const locs = entries.map((entry) => same(entry.loc!))
const pages = builtPages(launch.dir, pagePaths)

function robotsOf(html: ReturnType<typeof builtPages>[number]): Array<string> {
  return selectAll('meta[name="robots"]', html.tree).map((tag) => String(tag.properties.content))
}

test('/sitemap.xml is a sitemaps.org urlset', () => {
  expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
})

test('the sitemap lists exactly the built pages that are not noindex, each once', () => {
  const built = new Set(pages.map((page) => page.path))
  const indexable = pagePaths.filter((page) => !page.noindex)
  for (const page of indexable) expect(built.has(page.path)).toBe(true)
  expect([...locs].sort()).toEqual(indexable.map((page) => same(expectedUrl(site.url, page.path))).sort())
  expect(new Set(locs).size).toBe(locs.length)
  // 9 fixed screens, 8 services, 6 industries and 19 articles (specification §2 and §3), and a topic page for each
  // of the ten tags (issue 10), and the one job opening the launch fixture publishes.
  expect(locs).toHaveLength(53)
})

test('every page in the sitemap is built, indexable, and names the sitemap URL as canonical', () => {
  for (const loc of locs) {
    const page = pages.find((candidate) => same(expectedUrl(site.url, candidate.path)) === loc)
    expect(page, `${loc} has no built page`).toBeDefined()
    expect(robotsOf(page!), loc).toEqual([])
    const canonicals = selectAll('link[rel~="canonical"]', page!.tree).map((tag) => same(String(tag.properties.href)))
    expect(canonicals, loc).toEqual([loc])
  }
})

test('every noindex page (placeholders and not-found screens) is absent from the sitemap and says noindex', () => {
  const noindex = pages.filter((page) => page.noindex)
  // Seven placeholders (specification §2) and the four not-found screens (root, blog, blog topics, careers).
  expect(noindex).toHaveLength(11)
  for (const page of noindex) {
    expect(locs).not.toContain(same(expectedUrl(site.url, page.path)))
    expect(robotsOf(page), page.file).toEqual(['noindex'])
  }
  expect(sitemap).not.toMatch(/__not-found|-original|404/)
})

test('articles carry their publication instant as lastmod (a bare date is midnight in Los Angeles); other pages none', () => {
  const published = new Map(
    articles.map((post) => [
      same(expectedUrl(site.url, `/blogs/${post.id}`)),
      new Date(publishedInstant(post.publishedAt)).toISOString(),
    ]),
  )
  expect(published.size).toBe(19)
  expect(entries.filter((entry) => entry.lastmod)).toHaveLength(19)
  for (const entry of entries) expect(entry.lastmod, entry.loc).toBe(published.get(same(entry.loc!)))
})

test('robots.txt allows every crawler everywhere and names the sitemap', () => {
  const robots = readFileSync(join(launch.dir, 'robots.txt'), 'utf8')
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).toMatch(/^Allow: \/$/m)
  expect(robots).not.toMatch(/^Disallow: *\S/m)
  expect(robots).toMatch(new RegExp(`^Sitemap: ${site.url}/sitemap\\.xml$`, 'm'))
})
