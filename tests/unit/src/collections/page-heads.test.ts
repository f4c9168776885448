import { expect, test } from 'vitest'
import { pageHeads } from '../../../fixtures/content.ts'

// The breadcrumbs the fixed screens carry are checked on the built pages (tests/build/head.test.ts).

/** Specification §2, route table: the screens at fixed paths. */
const FIXED_ROUTES = ['/', '/about', '/services', '/industries', '/contact', '/pricing', '/privacy-policy', '/careers', '/blogs']

test('every fixed screen has a head with a description of at most 160 characters', () => {
  expect(pageHeads.pages.map((head) => head.path).sort()).toEqual([...FIXED_ROUTES].sort())
  for (const { path, description } of pageHeads.pages) {
    expect(description.length, path).toBeLessThanOrEqual(160)
    expect(description.length, path).toBeGreaterThan(50)
  }
})

test('no two fixed screens share a description', () => {
  const descriptions = pageHeads.pages.map((head) => head.description)
  expect(new Set(descriptions).size).toBe(descriptions.length)
})
