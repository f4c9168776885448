import { expect, test } from 'vitest'
import { POST_TAGS } from '#src/content/post-tags.ts'
import { tagPath, tagSlug } from '#src/lib/tag-slug.ts'

test('tagSlug lowercases a tag and joins its words with hyphens', () => {
  expect(tagSlug('Virtual Assistants')).toBe('virtual-assistants')
  expect(tagSlug('AI')).toBe('ai')
  expect(tagSlug('Business Growth')).toBe('business-growth')
  expect(tagSlug('Executive Support')).toBe('executive-support')
})

test('tagSlug drops punctuation and surrounding spaces', () => {
  expect(tagSlug('  Sales & Marketing! ')).toBe('sales-marketing')
})

test('every one of the ten tags has its own URL-safe slug', () => {
  const slugs = POST_TAGS.map(tagSlug)
  expect(new Set(slugs).size).toBe(10)
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
})

test('tagPath is the topic page under /blogs/tags', () => {
  expect(tagPath('Remote Work')).toBe('/blogs/tags/remote-work')
})
