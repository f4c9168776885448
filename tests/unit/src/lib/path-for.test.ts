import { expect, test } from 'vitest'
import { POST_TAGS } from '#src/collections/schemas/blog.ts'
import { pathFor, slugify } from '#src/lib/path-for.ts'

test('slugify lowercases a tag and joins its words with hyphens', () => {
  expect(slugify('Virtual Assistants')).toBe('virtual-assistants')
  expect(slugify('AI')).toBe('ai')
  expect(slugify('Business Growth')).toBe('business-growth')
  expect(slugify('Executive Support')).toBe('executive-support')
})

test('slugify drops punctuation and surrounding spaces', () => {
  expect(slugify('  Sales & Marketing! ')).toBe('sales-marketing')
})

test('every one of the ten tags has its own URL-safe slug', () => {
  const slugs = POST_TAGS.map(slugify)
  expect(new Set(slugs).size).toBe(10)
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
})

test('each kind of page has its path, without a trailing slash', () => {
  expect(pathFor.tag('Remote Work')).toBe('/blogs/tags/remote-work')
  expect(pathFor.service('sales')).toBe('/services/sales')
  expect(pathFor.industry('real-estate')).toBe('/industries/real-estate')
  expect(pathFor.post('x')).toBe('/blogs/x')
  expect(pathFor.job('y')).toBe('/careers/y')
})
