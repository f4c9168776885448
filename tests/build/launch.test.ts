import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { selectAll } from 'hast-util-select'
import { expect, test } from 'vitest'
import { site } from '#src/site.ts'
import { builtPages } from './built-pages.ts'

// Issue 17: nothing invented is published. Every external address on every built page and in its JSON-LD is one the
// business supplied in content/site.yaml (or a fixed third party the site names, such as schema.org), and what it
// has not supplied appears nowhere.

const pages = builtPages()
const suppliedUrls = [
  site.url,
  site.dataPartnerOptOut,
  site.forms.origin,
  ...Object.values(site.booking),
  site.affiliate.url,
  ...Object.values(site.social),
  site.partners.medicalBilling,
].filter((url): url is string => typeof url === 'string')
const FIXED = ['https://schema.org']

function isSupplied(url: string): boolean {
  return [...suppliedUrls, ...FIXED].some((known) => url === known || url.startsWith(`${known}/`) || url.startsWith(`${known}?`))
}

test('every external link and address on every page is a value the business supplied', () => {
  const invented = pages.flatMap((page) =>
    selectAll('a[href], link[href], img[src], iframe[src], source[srcset]', page.tree)
      .map((element) => String(element.properties.href ?? element.properties.src ?? element.properties.srcSet))
      .filter((url) => /^https?:\/\//.test(url) && !isSupplied(url))
      .map((url) => `${page.file}: ${url}`),
  )
  expect(invented).toEqual([])
})

test('no email address or phone number is published until it is supplied', () => {
  const html = pages.map((page) => page.html).join('\n')
  if (!site.contact.email) expect(html).not.toMatch(/mailto:|"email":/)
  if (!site.contact.phone) expect(html).not.toMatch(/tel:|"telephone":/)
  if (!site.contact.address.street) expect(html).not.toContain('"streetAddress"')
})

test('the Organization JSON-LD states only supplied facts: the specification’s city and country', () => {
  const home = pages.find((page) => page.path === '/')!
  const organization = selectAll('script[type="application/ld+json"]', home.tree)
    .map((script) => JSON.parse(String((script.children[0] as { value: string }).value)))
    .flatMap((data) => (Array.isArray(data['@graph']) ? data['@graph'] : [data]))
    .find((data) => data['@type'] === 'Organization')
  expect(organization.address).toEqual({
    '@type': 'PostalAddress',
    addressLocality: 'San Francisco',
    addressCountry: 'United States',
  })
  for (const url of organization.sameAs ?? []) expect(isSupplied(url)).toBe(true)
  expect(readFileSync(join('content', 'site.yaml'), 'utf8')).not.toMatch(/555|Mission Street/)
})
