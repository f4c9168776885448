import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Element } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { socialImagePath } from '#src/lib/seo.ts'
import { articles, launchedPages } from '../fixtures/content.ts'
import { launchedSite, previewSite as site } from '../fixtures/site.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'
import { buildDir, builtPages, expectedUrl, type BuiltPage } from './built-pages.ts'

/** DESIGN.md / issue 8: the head of every built page, as search engines and link previews read it. */
const pages = builtPages()
// Structured data is written once every value is supplied (a preview has none): read in the launched build.
const launched = builtPages(SPEC_BUILD.launched, launchedPages)
const posts = new Map(articles.map((post) => [`/blogs/${post.id}`, post]))

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

function metaContents(page: BuiltPage, key: string): Array<string> {
  return selectAll(`head meta[property="${key}"], head meta[name="${key}"]`, page.tree).map((tag) =>
    String(tag.properties.content),
  )
}

function canonicalsOf(page: BuiltPage): Array<string> {
  return selectAll('link[rel~="canonical"]', page.tree).map((tag) => String(tag.properties.href))
}

type LdBlock = Record<string, unknown> & { '@type': string }

function jsonLdOf(page: BuiltPage): Array<LdBlock> {
  return selectAll('script[type="application/ld+json"]', page.tree).map((script) => JSON.parse(toString(script)) as LdBlock)
}

const isNotFound = (page: BuiltPage) => page.notFoundFile !== undefined

/** The structured data each template must carry (issue 8), by page path. */
function expectedLdTypes(page: BuiltPage): Array<string> {
  if (page.noindex) return []
  if (page.path === '/') return ['FAQPage', 'Organization', 'WebSite']
  if (page.path === '/pricing') return ['BreadcrumbList', 'Service']
  if (/^\/(services|industries)\/./.test(page.path)) return ['BreadcrumbList', 'Service']
  if (page.path.startsWith('/blogs/tags/')) return ['BreadcrumbList']
  if (/^\/blogs\/./.test(page.path)) return ['BlogPosting', 'BreadcrumbList']
  if (/^\/careers\/./.test(page.path)) return ['BreadcrumbList', 'JobPosting']
  return ['BreadcrumbList']
}

const rows = pages.map((page) => [page.file, page] as const)
const launchedRows = launched.map((page) => [page.file, page] as const)

test.each(rows)('%s has exactly one title, one description of 41 to 160 characters and one h1', (_file, page) => {
  const titles = selectAll('title', page.tree)
  expect(titles).toHaveLength(1)
  expect(flat(toString(titles[0]!))).toMatch(/\S \| TandemDesk$|^TandemDesk \| \S/)
  const descriptions = metaContents(page, 'description')
  expect(descriptions).toHaveLength(1)
  expect(descriptions[0]!.length).toBeGreaterThan(40)
  expect(descriptions[0]!.length).toBeLessThanOrEqual(160)
  expect(selectAll('h1', page.tree)).toHaveLength(1)
})

test.each(rows)('%s has one canonical URL, its own, or none if it is a not-found screen', (_file, page) => {
  if (isNotFound(page)) {
    expect(canonicalsOf(page)).toEqual([])
    expect(metaContents(page, 'og:url')).toEqual([])
    return
  }
  const url = expectedUrl(site.url, page.path)
  expect(url).not.toMatch(/.\/$/)
  expect(canonicalsOf(page)).toEqual([url])
  expect(metaContents(page, 'og:url')).toEqual([url])
})

test.each(rows)('%s has Open Graph and Twitter card tags with a 1200×630 PNG image that exists', (_file, page) => {
  const title = flat(toString(select('title', page.tree)!))
  expect(metaContents(page, 'og:type')).toEqual([posts.has(page.path) ? 'article' : 'website'])
  expect(metaContents(page, 'og:site_name')).toEqual(['TandemDesk'])
  expect(metaContents(page, 'og:title')).toHaveLength(1)
  expect(title).toContain(metaContents(page, 'og:title')[0])
  expect(metaContents(page, 'og:description')).toEqual(metaContents(page, 'description'))
  expect(metaContents(page, 'twitter:card')).toEqual(['summary_large_image'])
  expect(metaContents(page, 'og:image:width')).toEqual(['1200'])
  expect(metaContents(page, 'og:image:height')).toEqual(['630'])
  expect(metaContents(page, 'og:image:alt')).toHaveLength(1)
  expect(metaContents(page, 'og:image:alt')[0]).toMatch(/TandemDesk/)

  const images = metaContents(page, 'og:image')
  expect(images).toHaveLength(1)
  expect(metaContents(page, 'twitter:image')).toEqual(images)
  expect(images[0]!.startsWith(`${site.url}/`)).toBe(true)
  const file = join(buildDir, images[0]!.slice(site.url.length))
  expect(existsSync(file), `${images[0]} is not in dist/`).toBe(true)
  const png = readFileSync(file)
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})

test.each(rows)('%s carries the brand icon inside the page, so showing it costs no request', (_file, page) => {
  const icons = selectAll('head link[rel~="icon"]', page.tree).map((link) => String(link.properties.href))
  expect(icons).toHaveLength(1)
  expect(icons[0]).toMatch(/^data:image\/svg\+xml,/)
  const svg = decodeURIComponent(icons[0]!.slice('data:image/svg+xml,'.length))
  expect(svg).toBe(readFileSync(join(buildDir, 'favicon.svg'), 'utf8').trim())
})

test.each(rows)('%s lists the RSS feed in its head', (_file, page) => {
  const feeds = selectAll('head link[rel~="alternate"][type="application/rss+xml"]', page.tree)
  expect(feeds.map((link) => link.properties.href)).toEqual(['/rss.xml'])
  expect(existsSync(join(buildDir, 'rss.xml'))).toBe(true)
})

test('no two pages share a description, and no two indexable pages a title', () => {
  // The not-found screens are one screen served at several paths, so they may share theirs.
  const described = pages.filter((page) => !isNotFound(page))
  const descriptions = described.map((page) => metaContents(page, 'description')[0])
  expect(new Set(descriptions).size).toBe(descriptions.length)
  const titles = pages.filter((page) => !page.noindex).map((page) => toString(select('title', page.tree)!))
  expect(new Set(titles).size).toBe(titles.length)
})

test.each(rows.filter(([, page]) => posts.has(page.path)))(
  '%s gives its publication time in ISO 8601 with an offset, and its tags',
  (_file, page) => {
    const post = posts.get(page.path)!
    const [published] = metaContents(page, 'article:published_time')
    expect(published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    expect(published!.slice(0, 10)).toBe(post.publishedAt.slice(0, 10))
    if (post.publishedAt.length > 10) expect(published).toBe(post.publishedAt)
    expect(metaContents(page, 'article:tag')).toEqual(post.tags)
  },
)

test.each(launchedRows)('%s carries valid JSON-LD of the types its template calls for', (_file, page) => {
  const blocks = jsonLdOf(page)
  expect(blocks.map((block) => block['@type']).sort()).toEqual(expectedLdTypes(page))
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org')
  // Data blocks never contain a raw '<': nothing inside them can close the script element.
  for (const match of page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(match[1]).not.toContain('<')
  }
  const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
    { itemListElement: Array<{ position: number; name: string; item: string }> } | undefined
  if (breadcrumbs) {
    const items = breadcrumbs.itemListElement
    expect(items[0]).toMatchObject({ position: 1, name: 'Home', item: launchedSite.url })
    expect(items.at(-1)!.item).toBe(expectedUrl(launchedSite.url, page.path))
    expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1))
  }
})

test('the home page FAQ structured data has the nine questions and answers exactly as shown', () => {
  const home = launched.find((page) => page.path === '/')!
  const shown = selectAll('details[name="faq"]', home.tree).map((details) => {
    const summary = select('summary', details)!
    const answer = (details.children as Array<Element>).filter((child) => child.type === 'element' && child.tagName !== 'summary')
    return { question: flat(toString(summary)), answer: flat(answer.map((child) => toString(child)).join(' ')) }
  })
  const faq = jsonLdOf(home).find((block) => block['@type'] === 'FAQPage') as unknown as {
    mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
  }
  expect(shown).toHaveLength(9)
  expect(faq.mainEntity.map((item) => ({ question: item.name, answer: item.acceptedAnswer.text }))).toEqual(shown)
})

test('pricing offers the four plans in USD, the Dedicated VA from 1,499 a month (spec §9)', () => {
  const pricing = launched.find((page) => page.path === '/pricing')!
  const service = jsonLdOf(pricing).find((block) => block['@type'] === 'Service') as unknown as {
    offers: Array<{
      '@type': string
      name: string
      price?: number
      priceCurrency: string
      priceSpecification: { minPrice?: number }
    }>
  }
  expect(service.offers.map((offer) => [offer['@type'], offer.name, offer.price, offer.priceCurrency])).toEqual([
    ['Offer', 'Starter', 299, 'USD'],
    ['Offer', 'Growth', 549, 'USD'],
    ['Offer', 'Scale', 799, 'USD'],
    ['Offer', 'Dedicated VA', undefined, 'USD'],
  ])
  expect(service.offers[3]!.priceSpecification.minPrice).toBe(1499)
})

test.each(launchedRows.filter(([, page]) => !page.noindex && /^\/(services|industries|blogs)\/(?!tags\/)./.test(page.path)))(
  '%s names in its structured data the heading it shows',
  (_file, page) => {
    const h1 = flat(toString(select('h1', page.tree)!))
    const main = jsonLdOf(page).find((block) => block['@type'] !== 'BreadcrumbList') as { name?: string; headline?: string }
    expect(main.name ?? main.headline).toBe(h1)
  },
)

test.each(rows.filter(([, page]) => !page.noindex))('%s shares its own social card', (_file, page) => {
  expect(metaContents(page, 'og:image')).toEqual([`${site.url}${socialImagePath(page.path)}`])
})

test('the pricing page is titled Pricing', () => {
  expect(flat(toString(select('title', pages.find((page) => page.path === '/pricing')!.tree)!))).toBe('Pricing | TandemDesk')
})

test('every indexable page has its own social card, and no other card is built', () => {
  const cards = readdirSync(join(buildDir, 'generated', 'social'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => join(entry.parentPath, entry.name).slice(buildDir.length))
    .sort()
  expect(cards).toEqual(
    pages
      .filter((page) => !page.noindex)
      .map((page) => socialImagePath(page.path))
      .sort(),
  )
})
