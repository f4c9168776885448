import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { within } from '@testing-library/dom'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { JSDOM } from 'jsdom'
import { expect, test } from 'vitest'
import { findArticle as article, postOrder } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { buildDir, builtPages, expectBookingLink, screenAt, textOf } from './built-pages.ts'

// Specification §2 (blog index, article, topics) and §9, as built: the search box, the table of contents and layout
// are checked in a browser (tests/e2e).

const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 2025$/
const READ_TIME = /^\d+ min read$/

const index = screenAt('/blogs')

test('the blog index has its head, the Blog hero and the intro line', () => {
  expect(index.document.title).toBe('Blog | TandemDesk')
  expect(index.document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/outsourcing/i)
  expect(textOf(index.getByRole('heading', { level: 1 }))).toBe('Blog')
  const intro = textOf(index.document.querySelector('main section')!)
  for (const topic of [/outsourcing/i, /virtual assistants/i, /AI agents/i, /efficien/i]) expect(intro).toMatch(topic)
})

test('the index lists every article in collection order with every card field', () => {
  const cards = [...index.document.querySelectorAll<HTMLElement>('main article')]
  expect(cards).toHaveLength(postOrder.length)
  expect(cards).toHaveLength(19)
  for (const [position, id] of postOrder.entries()) {
    const card = within(cards[position]!)
    const { title, excerpt, author, tags } = article(id)
    // The cover drawn from the article's topic and figure: a described picture with no words, too small to read.
    const image = card.getByRole('img')
    expect(image.getAttribute('aria-label')!.length).toBeGreaterThan(20)
    expect(image.getAttribute('aria-label')).not.toContain(title)
    expect(textOf(image)).toBe('')
    expect(textOf(cards[position]!.querySelector('time')!)).toMatch(LONG_DATE)
    expect(card.getAllByText(READ_TIME)).toHaveLength(1)
    const titleLink = within(card.getByRole('heading', { level: 3 })).getByRole('link')
    expect(textOf(titleLink)).toBe(title)
    expect(titleLink.getAttribute('href')).toBe(`/blogs/${id}`)
    expect(card.getByText(excerpt).classList).toContain('line-clamp-3')
    expect(textOf(cards[position]!.querySelector('footer')!)).toContain(author)
    expect(card.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe(`/blogs/${id}`)
    expect(
      within(card.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map(textOf),
    ).toEqual(tags)
  }
})

test('an article page shows its head, hero, facts, body, consultation box and related articles', () => {
  const id = 'virtual-assistants-medical-billing-revenue-cycle'
  const { title, excerpt, author, tags } = article(id)
  const page = screenAt(`/blogs/${id}`)
  expect(page.document.title).toBe(`${title} | TandemDesk`)
  const meta = (property: string) => page.document.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
  expect(meta('og:type')).toBe('article')
  expect(meta('og:image')).toBe(`${site.url}/generated/social/blogs/${id}.png`)
  const element = page.document.querySelector<HTMLElement>('main > article')!
  const post = within(element)
  // The hero shows the article's topic, the revenue cycle, one stage per step of its figure, and says so.
  const hero = post.getAllByRole('img', {
    name: /^A revenue cycle of \w+ stages around a medical claim\. The article's figure: /,
  })[0]!
  expect(textOf(hero)).toBe('')
  expect(hero.getAttribute('aria-label')).not.toContain(title)
  const header = element.querySelector<HTMLElement>('header')!
  // Written 2025-08-22T09:15:00-07:00: the page shows the written day, whatever the reader's time zone.
  expect(textOf(header.querySelector('time')!)).toBe('August 22, 2025')
  expect(within(header).getAllByText(READ_TIME)).toHaveLength(1)
  expect(textOf(header)).toContain(author)
  expect(textOf(page.getByRole('heading', { level: 1 }))).toBe(title)
  within(header).getByText(excerpt)
  expect(
    within(post.getAllByRole('list', { name: 'Tags' })[0]!)
      .getAllByRole('listitem')
      .map(textOf),
  ).toEqual(tags)

  const body = element.querySelector('.article-body')!
  expect(body.querySelector('h2')).not.toBeNull()
  expect(body.querySelectorAll('.table-scroll > table').length).toBeGreaterThan(0)
  expect(body.querySelectorAll('.callout').length).toBeGreaterThan(0)
  // External links (the booking page, the medical billing partner) open in a new tab.
  const external = [...body.querySelectorAll('a[href^="http"]')]
  expect(external.length).toBeGreaterThan(0)
  for (const link of external) {
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  }
  expect(body.querySelectorAll(`a[href="${site.partners.medicalBilling}"]`)).toHaveLength(1)

  const box = within(page.getByRole('region', { name: 'Ready to Transform Your Business?' }))
  expectBookingLink(box.getByRole('link', { name: /Schedule a Free Consultation/ }), {
    path: `/blogs/${id}`,
    place: 'article-box',
  })
})

const articlePages = builtPages().filter((page) => /^\/blogs\/(?!tags\/|__)[^/]+$/.test(page.path))

test('every article has its title, a body with sections, at most three related articles and never itself among them', () => {
  expect(articlePages.map((page) => page.path).sort()).toEqual(postOrder.map((id) => `/blogs/${id}`).sort())
  for (const page of articlePages) {
    const id = page.path.slice('/blogs/'.length)
    expect(toString(select('h1', page.tree)!), id).toBe(article(id).title)
    expect(selectAll('.article-body h2', page.tree).length, id).toBeGreaterThan(0)
    expect(toString(select('main', page.tree)!), id).not.toContain('Blog Post Not Found')
    const related = select('section[aria-labelledby="related-articles-heading"]', page.tree)
    expect(toString(select('h2', related!)!)).toBe('Related Articles')
    const readMore = selectAll('a', related!)
      .filter((link) => toString(link).startsWith('Read More'))
      .map((link) => link.properties.href)
    expect(readMore.length, id).toBeGreaterThan(0)
    expect(readMore.length, id).toBeLessThanOrEqual(3)
    expect(readMore, id).not.toContain(`/blogs/${id}`)
  }
})

test('links to pages of the site in an article body open in the same tab', () => {
  const internal = articlePages.flatMap((page) =>
    selectAll('.article-body a[href^="/"]', page.tree).map((link) => ({ page: page.path, target: link.properties.target })),
  )
  expect(internal.length).toBeGreaterThan(postOrder.length)
  expect(internal.filter((link) => link.target !== undefined)).toEqual([])
})

test('the prerendered article holds its whole body and its related articles, before any script runs', () => {
  const id = 'top-50-tasks-delegate-virtual-assistant'
  const page = screenAt(`/blogs/${id}`)
  expect(textOf(page.getByRole('heading', { level: 1 }))).toBe(article(id).title)
  const body = page.document.querySelector('.article-body')!
  expect(body.querySelector('h2')).not.toBeNull()
  expect(textOf(body).split(/\s+/).length).toBeGreaterThan(1400)
  expect(page.getByRole('region', { name: 'Related Articles' }).querySelectorAll('article').length).toBeGreaterThan(0)
})

test('the RSS feed is advertised, parses as XML and lists every article, newest first', () => {
  expect(index.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss.xml')
  const xml = readFileSync(join(buildDir, 'rss.xml'), 'utf8')
  const feed = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml')
  expect(feed.querySelector('parsererror')).toBeNull()
  expect(feed.documentElement.getAttribute('version')).toBe('2.0')
  expect(feed.querySelector('channel > title')?.textContent).toBe('TandemDesk Blog')
  const items = [...feed.querySelectorAll('channel > item')].map((item) => ({
    title: item.querySelector('title')?.textContent,
    link: item.querySelector('link')?.textContent,
    guid: item.querySelector('guid')?.textContent,
    pubDate: item.querySelector('pubDate')?.textContent ?? '',
    description: item.querySelector('description')?.textContent,
  }))
  expect(items.map((item) => item.link).sort()).toEqual(postOrder.map((id) => `${site.url}/blogs/${id}`).sort())
  for (const item of items) {
    const id = item.link!.split('/').pop()!
    expect(item.title).toBe(article(id).title)
    expect(item.description).toBe(article(id).excerpt)
    expect(item.guid).toBe(item.link)
    expect(item.pubDate).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 2025 \d{2}:\d{2}:\d{2} GMT$/,
    )
  }
  const times = items.map((item) => Date.parse(item.pubDate))
  expect([...times].sort((a, b) => b - a)).toEqual(times)
})

test.each([
  ['ai', 'AI'],
  ['business-growth', 'Business Growth'],
  ['executive-support', 'Executive Support'],
] as const)('the topic page /blogs/tags/%s lists exactly the articles tagged %s, in collection order', (slug, tag) => {
  const expected = postOrder.filter((id) => article(id).tags.includes(tag)).map((id) => `/blogs/${id}`)
  const page = screenAt(`/blogs/tags/${slug}`)
  expect(page.document.title).toBe(`Articles about ${tag} | TandemDesk`)
  expect(textOf(page.getByRole('heading', { level: 1 }))).toBe(`Articles about ${tag}`)
  expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`/blogs/tags/${slug}$`))
  const links = [...page.document.querySelectorAll('main article h3 a')].map((link) => link.getAttribute('href'))
  expect(links).toEqual(expected)
})

test('the tag chips on cards and on articles link to their topic pages', () => {
  const topic = (tag: string) => `/blogs/tags/${tag.toLowerCase().replace(/ /g, '-')}`
  const [first] = postOrder
  const [tag] = article(first!).tags
  const card = within(index.document.querySelector<HTMLElement>('main article')!)
  expect(card.getByRole('link', { name: `Articles about ${tag}` }).getAttribute('href')).toBe(topic(tag!))

  const id = 'delegation-productivity-business-owners'
  const header = screenAt(`/blogs/${id}`).document.querySelector<HTMLElement>('main article header')!
  const chips = within(within(header).getByRole('list', { name: 'Tags' })).getAllByRole('link')
  expect(chips.map(textOf)).toEqual(article(id).tags)
  expect(chips.map((link) => link.getAttribute('href'))).toEqual(article(id).tags.map(topic))
})
