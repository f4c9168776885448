import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { SPEC_ROOT, SPEC_TAGS } from '../../../fixtures/specification.ts'
import { POST_TAGS } from '#src/collections/schemas/blog.ts'
import { posts } from '../../../fixtures/posts.ts'

// The nineteen articles themselves (specification §2 'Blog article' and §3 'Blog article').
const sourceOf = (id: string) => readFileSync(resolve(SPEC_ROOT, 'content', 'blog', `${id}.md`), 'utf8')
const bodyOf = (id: string) => sourceOf(id).replace(/^---\n[\s\S]*?\n---\n/, '')

const SPECIFIED_IDS = [
  'automation-driving-business-growth-2025',
  'data-security-outsourcing-best-practices',
  'what-tasks-delegate-virtual-assistant-first',
  'top-50-tasks-delegate-virtual-assistant',
  'cost-efficient-outsourcing-guide-2025',
  'virtual-assistants-amazon-ebay-shopify-management',
  'virtual-assistants-medical-billing-revenue-cycle',
  'social-media-management-virtual-assistants',
  'virtual-assistants-real-estate-agents-support',
]

test('the collection holds nineteen articles with unique ids, including the nine the specification names', () => {
  expect(posts).toHaveLength(19)
  expect(new Set(posts.map((post) => post.id)).size).toBe(19)
  expect(posts.map((post) => post.id)).toEqual(expect.arrayContaining(SPECIFIED_IDS))
})

test('publish dates run from 2025-05-08 to 2025-10-18, both ends present, in bare and -07:00 forms', () => {
  const days = posts.map((post) => post.publishedAt.slice(0, 10)).sort()
  expect(days[0]).toBe('2025-05-08')
  expect(days.at(-1)).toBe('2025-10-18')
  expect(posts.some((post) => /^\d{4}-\d{2}-\d{2}$/.test(post.publishedAt))).toBe(true)
  expect(posts.some((post) => post.publishedAt.endsWith('-07:00'))).toBe(true)
})

test('every article has two to four tags from the specification set, and the schema knows exactly that set', () => {
  expect([...POST_TAGS].sort()).toEqual([...SPEC_TAGS].sort())
  for (const post of posts) {
    expect(post.tags.length, post.id).toBeGreaterThanOrEqual(2)
    expect(post.tags.length, post.id).toBeLessThanOrEqual(4)
    for (const tag of post.tags) expect(SPEC_TAGS, `${post.id}: ${tag}`).toContain(tag)
  }
})

test('every derived read time is between 6 and 15 minutes, and the collection spans short and long reads', () => {
  const minutes = posts.map((post) => Number.parseInt(post.readTime, 10))
  for (const [index, value] of minutes.entries()) {
    expect(value, posts[index]!.id).toBeGreaterThanOrEqual(6)
    expect(value, posts[index]!.id).toBeLessThanOrEqual(15)
  }
  expect(Math.min(...minutes)).toBeLessThanOrEqual(7)
  expect(Math.max(...minutes)).toBe(15)
})

test('every body has sections, lists, a call-out box and a closing link to the booking page and the site', () => {
  for (const post of posts) {
    const body = bodyOf(post.id)
    expect(body, post.id).toMatch(/^## /m)
    expect(body, post.id).toMatch(/^(\s*[-*] |\s*\d+\. )/m)
    expect(body, post.id).toContain('<div class="callout">')
    expect(body, post.id).toContain('](site:booking.video)')
    expect(body, post.id).toMatch(/\]\(\/(services|industries|pricing|contact)/)
    expect(body, post.id).not.toMatch(/^# /m)
    expect(body, post.id).not.toMatch(/https?:\/\//)
  }
})

test('at least six articles have a table, and the medical billing article links the revenue-cycle partner', () => {
  const withTables = posts.filter((post) => /^\|.*\|\s*$\n^\|\s*:?-{3,}/m.test(bodyOf(post.id)))
  expect(withTables.length).toBeGreaterThanOrEqual(6)
  expect(bodyOf('virtual-assistants-medical-billing-revenue-cycle')).toContain('](site:partners.medicalBilling)')
})

// Each area's list goes on from the last (decision 043: `start` on `ol`), so the page numbers the tasks 1 to 50.
test('the top 50 article shows its fifty tasks numbered 1 to 50 in order, as numbered lists', () => {
  const { html } = posts.find((post) => post.id === 'top-50-tasks-delegate-virtual-assistant')!
  const numbers = [...html.matchAll(/<ol(?: start="(\d+)")?>((?:(?!<\/ol>)[\s\S])*)<\/ol>/g)]
    .filter((list) => list[2]!.includes('<li><strong>'))
    .flatMap((list) => [...list[2]!.matchAll(/<li>/g)].map((_, index) => Number(list[1] ?? 1) + index))
  // The hand-off steps further down are a list of their own.
  expect(numbers.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1))
  expect(html).not.toMatch(/<li><strong>\d+\. /)
})

test('no two articles share a paragraph', () => {
  const seen = new Map<string, string>()
  const shared: Array<string> = []
  for (const post of posts) {
    for (const paragraph of bodyOf(post.id).split(/\n\s*\n/)) {
      const text = paragraph.replace(/\s+/g, ' ').trim()
      if (text.length < 120 || text.startsWith('|')) continue
      const other = seen.get(text)
      if (other && other !== post.id) shared.push(`${post.id} and ${other}: ${text.slice(0, 60)}…`)
      seen.set(text, post.id)
    }
  }
  expect(shared).toEqual([])
})

test('no article cites outside research (sample cost figures are allowed as illustrations, spec §9)', () => {
  for (const post of posts) {
    expect(bodyOf(post.id), post.id).not.toMatch(
      /according to (a |the )?(study|survey|report|research)|a \d{4} (study|survey)|studies (show|find)|research shows/i,
    )
  }
})
