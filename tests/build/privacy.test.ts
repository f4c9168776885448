import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { launchedPages, privacyPolicy } from '../fixtures/content.ts'
import { launchedSite, previewSite } from '../fixtures/site.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'
import { buildDir, builtPages, type BuiltPage } from './built-pages.ts'

// Issue 17: the privacy policy describes what the site does. The preview build sets no cookie, counts no visits and
// loads no third-party script, so its policy mentions no analytics, pixels or advertising partners (the launched build
// counts visits with Plausible: tests/build/analytics.test.ts).

const pages = builtPages()
const privacy = pages.find((page) => page.path === '/privacy-policy')!
const policyText = selectAll('main', privacy.tree)
  .map((main) => JSON.stringify(main))
  .join('')

test('the site has none: no page loads a script from another origin and no bundle sets a cookie', () => {
  for (const page of pages) {
    for (const script of selectAll('script[src]', page.tree))
      expect(String(script.properties.src), page.file).toMatch(/^\/(?!\/)/)
  }
  const bundles = readdirSync(join(buildDir, 'assets')).filter((name) => name.endsWith('.js'))
  for (const name of bundles)
    expect(readFileSync(join(buildDir, 'assets', name), 'utf8'), name).not.toMatch(/document\.cookie\s*=/)
})

test('so the privacy policy mentions no analytics, pixels or advertising partners', () => {
  expect(policyText).not.toMatch(/analytic|pixel|web beacon|retarget|advertising partner|ad partner/i)
})

test('it keeps the specification’s opt-out link to the data partner and its date', () => {
  expect(policyText).toContain('Last updated')
  expect(policyText).toContain('January 2025')
  expect(selectAll('main a[href^="https://optout.aboutads.info"]', privacy.tree)).toHaveLength(1)
})

// Issue 48: the policy's "cookies and tracking" and third-party text is written from what the pages load, so it
// follows the build. What a page may load from other sites is what its Content-Security-Policy allows.
const launched = builtPages(SPEC_BUILD.launched, launchedPages)

function otherSites(page: BuiltPage, directives: ReadonlyArray<string>): Array<string> {
  const policy = String(select('meta[http-equiv="content-security-policy"]', page.tree)?.properties.content ?? '')
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => directives.includes(name!))
    .flatMap(([, ...sources]) => sources.filter((source) => /^https:\/\//.test(source)))
}

const policyOf = (pages: Array<BuiltPage>) => pages.find((page) => page.path === '/privacy-policy')!
const sectionText = (page: BuiltPage, id: string) =>
  toString(select(`section[aria-labelledby="${id}"]`, page.tree)!).replace(/\s+/g, ' ')

test('no page may run another site’s script; only the launched build may send data to one, its counting service', () => {
  for (const page of [...pages, ...launched]) expect(otherSites(page, ['script-src', 'default-src']), page.file).toEqual([])
  for (const page of pages) expect(otherSites(page, ['connect-src']), page.file).toEqual([])
  for (const page of launched)
    expect(otherSites(page, ['connect-src']), page.file).toEqual(['https://plausible.launch-fixture.net'])
  expect(sectionText(policyOf(pages), 'cookies-and-tracking')).toContain(privacyPolicy.tracking.none)
  expect(sectionText(policyOf(launched), 'cookies-and-tracking')).not.toContain(privacyPolicy.tracking.none)
})

test('every other site a page of the launched build may load is named in its privacy policy', () => {
  const sites = [...new Set(launched.flatMap((page) => otherSites(page, ['img-src', 'frame-src', 'script-src', 'connect-src'])))]
  // The form vendor frames the job page; the fixture's stock photo is an article's cover; visits are counted.
  expect(sites.sort()).toEqual(
    [launchedSite.forms.origin, 'https://images.stock-fixture.net', 'https://plausible.launch-fixture.net'].sort(),
  )
  const text = toString(select('main', policyOf(launched).tree)!)
  for (const origin of sites) expect(text).toContain(new URL(origin).host)
})

test('the policy names the form vendor only while a job page frames its form, and always the booking pages’ site', () => {
  const vendor = new URL(previewSite.forms.origin).host
  expect(launched.some((page) => page.path.startsWith('/careers/'))).toBe(true)
  expect(sectionText(policyOf(launched), 'third-party-services')).toContain(vendor)
  expect(pages.some((page) => page.path.startsWith('/careers/') && !page.notFoundFile)).toBe(false)
  expect(toString(select('main', policyOf(pages).tree)!)).not.toContain(vendor)
  expect(sectionText(policyOf(pages), 'third-party-services')).toContain(new URL(previewSite.booking.video).host)
  expect(sectionText(policyOf(launched), 'third-party-services')).toContain(new URL(launchedSite.booking.video).host)
})
