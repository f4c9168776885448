import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { previewValues } from '#src/lib/preview.ts'
import { launchedPages } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { buildDir, builtPages, type BuiltPage } from './built-pages.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'
import { SUPPLIED } from '../fixtures/site.ts'
import { SPEC_PLACEHOLDER_PAGES } from '../fixtures/specification.ts'

/**
 * DESIGN.md §4: a build with preview values in content/site.yaml is a preview (noindex everywhere, a notice, no
 * preview value in structured data or the sitemap), and the production build refuses it; with every value supplied
 * none of that remains (tests/support/fixture-build.ts makes that build).
 */
const launch = { dir: SPEC_BUILD.launched }
const sitePreviewValues = previewValues(site)
const preview = builtPages()
const launched = builtPages(launch.dir, launchedPages)

const robotsOf = (page: BuiltPage) => selectAll('meta[name="robots"]', page.tree).map((tag) => String(tag.properties.content))
const noticeOf = (page: BuiltPage) => select('aside[aria-labelledby="preview-notice"]', page.tree)
const jsonLdOf = (page: BuiltPage) => selectAll('script[type="application/ld+json"]', page.tree).map((node) => toString(node))
const organizationOf = (page: BuiltPage) =>
  jsonLdOf(page)
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Organization')

test('the preview build says noindex on every page and shows the notice with the count of preview values', () => {
  expect(sitePreviewValues.length).toBeGreaterThan(0)
  for (const page of preview) {
    expect(robotsOf(page), page.file).toEqual(['noindex'])
    const notice = noticeOf(page)
    expect(notice, page.file).toBeDefined()
    expect(toString(notice!).replace(/\s+/g, ' ')).toContain('Preview — some contact details are placeholders')
    expect(toString(notice!)).not.toContain('npm')
  }
})

test('no preview value reaches structured data, the sitemap or robots.txt of the preview build: it has none of them', () => {
  for (const page of preview) expect(jsonLdOf(page), page.file).toEqual([])
  expect(readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')).not.toContain('<url>')
  expect(readFileSync(join(buildDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n')
})

test('the launched build has no notice, and says noindex only on the pages kept out of search', () => {
  const keptOut = new Set(SPEC_PLACEHOLDER_PAGES.map((page) => `/services/${page.slug}`))
  for (const page of launched) {
    expect(noticeOf(page), page.file).toBeUndefined()
    expect(robotsOf(page), page.file).toEqual(page.noindex ? ['noindex'] : [])
    if (page.notFoundFile || keptOut.has(page.path)) expect(page.noindex, page.file).toBe(true)
  }
})

test('the launched build gives search engines the supplied contact details and profiles', () => {
  const organization = organizationOf(launched.find((page) => page.path === '/')!)
  expect(organization).toMatchObject({
    email: SUPPLIED['contact.email'],
    telephone: SUPPLIED['contact.phone'],
    sameAs: [SUPPLIED['social.linkedin'], SUPPLIED['social.facebook']],
    address: {
      '@type': 'PostalAddress',
      streetAddress: SUPPLIED['contact.address.street'],
      addressLocality: site.contact.address.city,
      addressCountry: site.contact.address.country,
    },
  })
})

test('the launched Contact page shows the two profiles the business has, and none for the one it marked "not used"', () => {
  const contact = launched.find((page) => page.path === '/contact')!
  const profiles = selectAll('main a[aria-label*=" on "]', contact.tree)
  expect(profiles.map((link) => [String(link.properties.ariaLabel), String(link.properties.href)])).toEqual([
    ['TandemDesk on LinkedIn (opens in a new tab)', SUPPLIED['social.linkedin']],
    ['TandemDesk on Facebook (opens in a new tab)', SUPPLIED['social.facebook']],
  ])
})

test('every external address on every page comes from content/site.yaml (or names schema.org)', () => {
  const known = [
    site.url,
    site.dataPartnerOptOut,
    site.forms.origin,
    ...Object.values(site.booking),
    site.affiliate.url,
    ...Object.values(site.social),
    site.partners.medicalBilling!,
    'https://schema.org',
  ]
  const isKnown = (url: string) =>
    known.some((address) => url === address || url.startsWith(`${address}/`) || url.startsWith(`${address}?`))
  const unknown = preview.flatMap((page) =>
    selectAll('a[href], link[href], img[src], iframe[src], source[srcset]', page.tree)
      .map((element) => String(element.properties.href ?? element.properties.src ?? element.properties.srcSet))
      .filter((url) => /^https?:\/\//.test(url) && !isKnown(url))
      .map((url) => `${page.file}: ${url}`),
  )
  expect(unknown).toEqual([])
})
