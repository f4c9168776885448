import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createHash } from 'node:crypto'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { launchedPages } from '../fixtures/content.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'
import { builtPages, type BuiltPage } from './built-pages.ts'

// Issue 50: both fixture builds have `analytics.provider: plausible` with the endpoint
// https://plausible.launch-fixture.net/api/event (tests/fixtures/spec/content/site.yaml). The preview build must load
// and allow nothing of it; the launched build loads one script of its own and may send to that one origin.

const ENDPOINT_ORIGIN = 'https://plausible.launch-fixture.net'
const preview = builtPages()
const launched = builtPages(SPEC_BUILD.launched, launchedPages)

function directive(page: BuiltPage, name: string): Array<string> {
  const policy = String(select('meta[http-equiv="content-security-policy"]', page.tree)?.properties.content ?? '')
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
  return found?.slice(1) ?? []
}

const inlineScripts = (page: BuiltPage) =>
  selectAll('script:not([src]):not([type="application/ld+json"]):not([type="speculationrules"])', page.tree).map((script) =>
    toString(script),
  )
const loaders = (page: BuiltPage) => inlineScripts(page).filter((script) => script.includes('/analytics.js'))
const policyText = (pages: Array<BuiltPage>) =>
  toString(
    select('section[aria-labelledby="cookies-and-tracking"]', pages.find((page) => page.path === '/privacy-policy')!.tree)!,
  ).replace(/\s+/g, ' ')

test('a preview build, even with Plausible chosen, has no tracker file, no loader and no other origin to send to', () => {
  expect(existsSync(join(SPEC_BUILD.preview, 'analytics.js'))).toBe(false)
  for (const page of preview) {
    expect(loaders(page), page.file).toEqual([])
    expect(directive(page, 'connect-src'), page.file).toEqual(["'self'"])
  }
})

test('so its privacy policy says the pages track no one, and shows no opt-out', () => {
  const text = policyText(preview)
  expect(text).toContain('The pages of this website set no cookies and track no visitors')
  expect(text).not.toContain('Plausible')
  expect(preview.find((page) => page.path === '/privacy-policy')!.html).not.toContain('data-analytics-opt-out')
})

test('the launched build loads exactly one tracker script on every page, after the first paint, allowed by its hash', () => {
  for (const page of launched) {
    const [loader, ...others] = loaders(page)
    expect(others, page.file).toEqual([])
    expect(loader, page.file).toMatch(/^addEventListener\('load',.*import\('\/analytics\.js'\)/)
    const hash = `'sha256-${createHash('sha256').update(loader!).digest('base64')}'`
    expect(directive(page, 'script-src'), page.file).toContain(hash)
    expect(selectAll('script[src*="analytics"]', page.tree), page.file).toEqual([])
  }
})

test('its pages may send data to exactly the endpoint’s origin besides their own', () => {
  for (const page of launched)
    expect(directive(page, 'connect-src').sort(), page.file).toEqual(["'self'", ENDPOINT_ORIGIN].sort())
})

test('the tracker is one script of our own of at most 4 KB gzip, with the owner’s settings, that sets no cookie', () => {
  const script = readFileSync(join(SPEC_BUILD.launched, 'analytics.js'), 'utf8')
  expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(4 * 1024)
  expect(script).toContain(`${ENDPOINT_ORIGIN}/api/event`)
  expect(script).toContain('www.launch-fixture.net')
  expect(script).not.toMatch(/document\.cookie\s*=/)
  expect(script).not.toMatch(/\bimport\s*\(|from\s*["']/)
})

test('its privacy policy names the service, what it records, where the counts go, how long they are kept and the opt-out', () => {
  const text = policyText(launched)
  expect(text).not.toContain('track no visitors')
  expect(text).toContain('count visits with Plausible Analytics')
  expect(text).toContain('It sets no cookie')
  expect(text).toContain('These counts are sent to plausible.launch-fixture.net.')
  expect(text).toContain('Fixture fact: we keep the visit counts for 24 months.')
  expect(text).toContain('Do Not Track or Global Privacy Control')
  const policy = launched.find((page) => page.path === '/privacy-policy')!
  expect(selectAll('button[data-analytics-opt-out]', policy.tree).map((button) => toString(button))).toEqual([
    'Stop counting my visits',
  ])
})

test('booking links, and links to the business’s profiles and affiliate, carry the goal the tracker sends', () => {
  const home = launched.find((page) => page.path === '/')!
  const booking = selectAll('a[href*="utm_content"]', home.tree)
  expect(booking.length).toBeGreaterThan(2)
  for (const link of booking) expect(link.properties.dataGoal).toBe('Booking')
  const about = launched.find((page) => page.path === '/about')!
  expect(select('a[href="https://affiliate.launch-fixture.net"]', about.tree)?.properties.dataGoal).toBe('Outbound Link: Click')
  const contact = launched.find((page) => page.path === '/contact')!
  expect(select('a[href="https://linkedin.launch-fixture.net/tandemdesk"]', contact.tree)?.properties.dataGoal).toBe(
    'Outbound Link: Click',
  )
  const notFound = launched.find((page) => page.file === '404.html')!
  expect(select('[data-goal="404"]', notFound.tree)?.properties.dataGoalOn).toBe('view')
})
