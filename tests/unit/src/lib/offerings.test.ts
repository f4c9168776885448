import { expect, test } from 'vitest'
import { checkOfferings, hasTools, serviceCardIcon, toolsHeading } from '#src/lib/offerings.ts'

const words = { intro: 'The intro sentence the owner wrote.' }

// Specification §2 'Service and industry pages (shared layout)'.
test('service pages use the default tools heading with the fixed intro sentence', () => {
  const heading = toolsHeading({ kind: 'service', name: 'Sales' }, words)
  expect(heading.title).toBe('Your Preferred Tools and Software')
  expect(heading.intro).toBe('The intro sentence the owner wrote.')
  expect(toolsHeading({ kind: 'service', name: 'Marketing' }, words).intro).toBe(heading.intro)
})

test('industry pages name their industry in the tools heading, without the intro', () => {
  expect(toolsHeading({ kind: 'industry', name: 'E-Commerce' }, words)).toEqual({
    title: 'Tools We Use in the E-Commerce Industry',
    intro: null,
  })
  expect(toolsHeading({ kind: 'industry', name: 'Real Estate' }, words).title).toBe('Tools We Use in the Real Estate Industry')
  expect(toolsHeading({ kind: 'industry', name: 'Healthcare' }, words).title).not.toBe('Your Preferred Tools and Software')
})

test('a page has a tools section only when it has tools or technology categories', () => {
  expect(hasTools({ tools: [{ name: 'HubSpot' }] })).toBe(true)
  expect(hasTools({ techCategories: [{ name: 'CMS', tools: [] }] })).toBe(true)
  expect(hasTools({})).toBe(false)
  expect(hasTools({ tools: [], techCategories: [] })).toBe(false)
})

test('two pages of a folder may not share a menu place, and every industry needs its card tagline', () => {
  const page = (slug: string, order: number, cardTagline?: string) => ({ slug, order, cardTagline })
  expect(() => checkOfferings([page('a', 1), page('b', 2)], 'services')).not.toThrow()
  expect(() => checkOfferings([page('a', 1), page('b', 1)], 'services')).toThrow(
    'content/services/b.yaml: order: 1 is also the place of a.yaml',
  )
  expect(() => checkOfferings([page('a', 1, 'A tagline.'), page('b', 2)], 'industries')).toThrow(
    'content/industries/b.yaml: cardTagline: required',
  )
})

test('a services card shows its own icon or that of the page it names, which must exist', () => {
  const pages = [{ slug: 'customer-support', icon: 'Headset' }]
  expect(serviceCardIcon({ icon: 'Bot' }, pages)).toBe('Bot')
  expect(serviceCardIcon({ service: 'customer-support' }, pages)).toBe('Headset')
  expect(() => serviceCardIcon({ industry: 'mining' }, pages)).toThrow(
    'content/pages/services.yaml: cards: no page industries/mining.yaml',
  )
})
