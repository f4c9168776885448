import { expect, test } from 'vitest'
import { hasTools, toolsHeading } from '#src/lib/offering-tools.ts'

// Specification §2 'Service and industry pages (shared layout)'.
test('service pages use the default tools heading with the fixed intro sentence', () => {
  const heading = toolsHeading({ kind: 'service', name: 'Sales' })
  expect(heading.title).toBe('Your Preferred Tools and Software')
  expect(heading.intro).toMatch(/\S.*\.$/)
  expect(toolsHeading({ kind: 'service', name: 'Marketing' }).intro).toBe(heading.intro)
})

test('industry pages name their industry in the tools heading', () => {
  expect(toolsHeading({ kind: 'industry', name: 'E-Commerce' }).title).toBe('Tools We Use in the E-Commerce Industry')
  expect(toolsHeading({ kind: 'industry', name: 'Real Estate' }).title).toBe('Tools We Use in the Real Estate Industry')
  expect(toolsHeading({ kind: 'industry', name: 'Healthcare' }).title).not.toBe('Your Preferred Tools and Software')
})

test('a page has a tools section only when it has tools or technology categories', () => {
  expect(hasTools({ kind: 'service', name: 'Sales', tools: [{ name: 'HubSpot' }] })).toBe(true)
  expect(hasTools({ kind: 'service', name: 'Web', techCategories: [{ name: 'CMS', tools: [] }] })).toBe(true)
  expect(hasTools({ kind: 'industry', name: 'Insurance' })).toBe(false)
  expect(hasTools({ kind: 'industry', name: 'Insurance', tools: [], techCategories: [] })).toBe(false)
})
