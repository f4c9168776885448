import { expect, test } from 'vitest'
import { pageHeads } from '../../../fixtures/content.ts'

// The breadcrumbs the fixed screens carry are checked on the built pages (tests/build/head.test.ts).

test('every fixed screen has a head with a description of at most 160 characters', () => {
  expect(Object.keys(pageHeads).sort()).toEqual(
    ['about', 'blog', 'careers', 'contact', 'home', 'industries', 'pricing', 'privacyPolicy', 'services'].sort(),
  )
  for (const [path, head] of Object.entries(pageHeads)) {
    expect(head.description.length, path).toBeLessThanOrEqual(160)
    expect(head.description.length, path).toBeGreaterThan(50)
  }
})

test('no two fixed screens share a description', () => {
  const descriptions = Object.values(pageHeads).map((head) => head.description)
  expect(new Set(descriptions).size).toBe(descriptions.length)
})
