import type { Element } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { previewSite as site } from '../fixtures/site.ts'
import { builtPages } from './built-pages.ts'

// Issue 48: nineteen articles, not one template. Each closes in its own words, says a long sentence once in the
// collection, and keeps healthcare's compliance sentence to the article about healthcare.

const articles = builtPages()
  .filter((page) => /^\/blogs\/(?!tags\/|__)[^/]+$/.test(page.path))
  .map((page) => ({ id: page.path.slice('/blogs/'.length), body: select('.article-body', page.tree)! }))

/** Specification §1 'Claims shown', which any article may quote in the same words. */
const SPEC_CLAIMS = [
  /hiring time (is )?cut by 75%/g,
  /100% rigorously vetted( talent)?/g,
  /80% average (labou?r-cost )?savings( on labou?r costs)?/g,
  /start in under a week/g,
  /covers all time zones and offers 24\/7 support/g,
  /every staff member signs a non-disclosure agreement/g,
  /sav(e|ings of) up to 70 percent against local hiring/g,
  /healthcare work is hipaa compliant/g,
]

/** Specification §3 topics: 'medical billing and revenue cycle' is the one article whose subject is healthcare. */
const HEALTHCARE_ARTICLES = ['virtual-assistants-medical-billing-revenue-cycle']

const LONG_SENTENCE_WORDS = 12

/** The innermost blocks of text: a list item that holds paragraphs gives its paragraphs, not itself as well. */
/** What a reader reads in an element: the screen-reader note on external links ("opens in a new tab") left out. */
const readText = (element: Element): string =>
  element.children
    .map((child) =>
      child.type === 'text'
        ? child.value
        : child.type === 'element' && !String(child.properties.className ?? '').includes('sr-only')
          ? readText(child)
          : '',
    )
    .join('')

const blocks = (root: Element) =>
  selectAll('p, li, td, th, blockquote', root).filter(
    (element) => !selectAll('p, li', element).some((inner) => inner !== element),
  )

/** Lower case, punctuation gone, and each quotation of a claim cut out, so no run of words spans one. */
const normalised = (text: string) => {
  let words = text.toLowerCase().replace(/\s+/g, ' ')
  for (const claim of SPEC_CLAIMS) words = words.replace(claim, ' | ')
  return words
    .replace(/[^a-z0-9%$/| ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Every run of twelve words within a sentence: a sentence of twelve words or more shared, even inside a longer one. */
const longRunsOf = (root: Element) =>
  blocks(root).flatMap((block) =>
    readText(block)
      .split(/(?<=[.!?])\s+/)
      .flatMap((sentence) => normalised(sentence).split('|'))
      .flatMap((part) => {
        const words = part.trim().split(' ').filter(Boolean)
        return words
          .slice(0, Math.max(0, words.length - LONG_SENTENCE_WORDS + 1))
          .map((_, start) => words.slice(start, start + LONG_SENTENCE_WORDS).join(' '))
      }),
  )

/** The paragraphs and list items after the body's last section heading. */
function closingOf(body: Element): Array<string> {
  const sections = body.children.filter((child): child is Element => child.type === 'element')
  const last = sections.findLastIndex((child) => child.tagName === 'h2')
  return sections
    .slice(last + 1)
    .flatMap((element) =>
      (blocks(element).length > 0 ? blocks(element) : [element]).map((block) => normalised(readText(block)).replace(/\|/g, '')),
    )
}

/** The first part each pair of articles shares, one line per pair. */
function shared(parts: (article: (typeof articles)[number]) => Array<string>): Array<string> {
  const seen = new Map<string, string>()
  const found = new Map<string, string>()
  for (const article of articles) {
    for (const part of new Set(parts(article))) {
      const other = seen.get(part)
      if (!other) seen.set(part, article.id)
      else if (!found.has(`${other} and ${article.id}`)) found.set(`${other} and ${article.id}`, part)
    }
  }
  return [...found].map(([pair, part]) => `${pair}: ${part}`)
}

test('no two articles close with the same paragraph', () => {
  expect(articles).toHaveLength(19)
  expect(shared(({ body }) => closingOf(body).filter((part) => part.length > 0))).toEqual([])
})

test(`no two articles share a sentence of ${LONG_SENTENCE_WORDS} words or more, beyond the specification's claims`, () => {
  expect(shared(({ body }) => longRunsOf(body))).toEqual([])
})

test('each article offers the consultation once, in a sentence that promises no deliverable, under its own heading', () => {
  for (const { id, body } of articles) {
    const booking = selectAll('a', body).filter((link) => String(link.properties.href).startsWith(site.booking.video))
    expect(booking, id).toHaveLength(1)
    const sentence = blocks(body).find((block) => selectAll('a', block).includes(booking[0]!))!
    expect(toString(sentence), id).not.toMatch(/\bwe(’|')ll\b|\bwe will\b|\bwe can\b|\bwe(’|')d\b/i)
  }
  const closingHeadings = articles.map(({ body }) => toString(selectAll('h2', body).at(-1)!))
  expect(closingHeadings.filter((heading) => /^How TandemDesk can help$/i.test(heading))).toEqual([])
  expect(new Set(closingHeadings).size).toBe(articles.length)
})

test('HIPAA and business associate agreements are mentioned only where healthcare is the subject', () => {
  const mentions = articles.filter(({ body }) => /HIPAA|business associate/i.test(toString(body))).map(({ id }) => id)
  expect(mentions).toEqual(HEALTHCARE_ARTICLES)
})

test('every article is signed with the one byline the site gives its articles, not a department nobody has named', () => {
  const bylines = builtPages()
    .filter((page) => page.path.startsWith('/blogs/') && articles.some(({ id }) => page.path === `/blogs/${id}`))
    .map((page) => toString(select('main article header', page.tree)!))
  for (const byline of bylines) {
    expect(byline).not.toMatch(/\b(AI Solutions|Healthcare|Operations|Marketing|Sales|E-commerce) Team/)
    expect(byline).toContain(`${site.name} Team`)
  }
})
