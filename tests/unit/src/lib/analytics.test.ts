import { expect, test } from 'vitest'
import { siteSchema } from '#src/collections/schemas/site.ts'
import { analyticsOf } from '#src/lib/analytics.ts'
import { launchedSite, previewSite } from '../../../fixtures/site.ts'

// Issue 50: visit counting is off unless the owner chooses Plausible, and a preview build never counts.

test('with provider none the live site counts nothing', () => {
  expect(analyticsOf({ ...launchedSite, analytics: { provider: 'none' } })).toBeUndefined()
})

test('a preview build counts nothing, even with Plausible chosen', () => {
  expect(previewSite.analytics.provider).toBe('plausible')
  expect(analyticsOf(previewSite)).toBeUndefined()
})

test('with Plausible on a launched site: its domain by default, and the endpoint the owner named', () => {
  expect(analyticsOf(launchedSite)).toEqual({
    domain: 'www.launch-fixture.net',
    endpoint: 'https://plausible.launch-fixture.net/api/event',
    origin: 'https://plausible.launch-fixture.net',
    host: 'www.launch-fixture.net',
  })
})

test('with no endpoint named, the counts go to Plausible’s own service; a domain the owner named is used as written', () => {
  const analytics = analyticsOf({ ...launchedSite, analytics: { provider: 'plausible', domain: 'launch-fixture.net' } })
  expect(analytics?.endpoint).toBe('https://plausible.io/api/event')
  expect(analytics?.origin).toBe('https://plausible.io')
  expect(analytics?.domain).toBe('launch-fixture.net')
})

test('the CMS refuses an endpoint that is not https, and a provider it does not know', () => {
  const site = { ...previewSite, cms: previewSite.cms }
  const parse = (analytics: unknown) => siteSchema.safeParse({ ...site, analytics }).success
  expect(parse({ provider: 'plausible', endpoint: 'http://plausible.example.net/api/event' })).toBe(false)
  expect(parse({ provider: 'google' })).toBe(false)
  expect(parse({ provider: 'none' })).toBe(true)
})
