import type { Element } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { pricing } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { builtPages, type BuiltPage } from './built-pages.ts'

/**
 * Specification §1, §2, §7 and DESIGN.md §4: in the build as shipped (preview values), every call to action books a
 * consultation on the external booking page, in a new tab, with the attribution that names its page and place; and
 * every screen the specification describes has its links.
 */
const pages = builtPages()
const pricingPlans = pricing.plans
const pageAt = (path: string) => pages.find((page) => page.path === path)!
const bookingPages = Object.values(site.booking)
const PLACES =
  /^(header|menu|hero|cta-band|plan-[a-z0-9-]+|calculator|article-box|article-body|contact-video|contact-phone|footer)$/

const hrefOf = (link: Element) => String(link.properties.href)
const bookingLinks = (page: BuiltPage) =>
  selectAll('a[href]', page.tree).filter((link) => bookingPages.some((address) => hrefOf(link).startsWith(`${address}?`)))
/** The place a booking link names, after checking the rest of its attribution. */
function placeOf(page: BuiltPage, link: Element): string {
  const url = new URL(hrefOf(link))
  expect(url.searchParams.get('utm_source')).toBe(new URL(site.url).host)
  expect(url.searchParams.get('utm_medium')).toBe('website')
  expect(url.searchParams.get('utm_campaign')).toBe('consultation')
  const [path, place] = url.searchParams.get('utm_content')!.split(':')
  if (!page.notFoundFile) expect(path, page.file).toBe(page.path)
  expect(place, page.file).toMatch(PLACES)
  return place!
}

test('every booking link on every page opens another origin over https in a new tab, with its attribution', () => {
  for (const page of pages) {
    const links = bookingLinks(page)
    // The header's button, the mobile menu's and the footer's at least.
    expect(links.length, page.file).toBeGreaterThanOrEqual(3)
    for (const link of links) {
      const url = new URL(hrefOf(link))
      expect(url.protocol).toBe('https:')
      expect(url.origin).not.toBe(new URL(site.url).origin)
      expect(link.properties.target, page.file).toBe('_blank')
      expect(String(link.properties.rel), page.file).toMatch(/\bnoopener\b/)
      placeOf(page, link)
    }
  }
})

test('the home hero, the call-to-action bands and the article boxes book with their place named', () => {
  const places = (path: string) => bookingLinks(pageAt(path)).map((link) => placeOf(pageAt(path), link))
  expect(places('/')).toEqual(expect.arrayContaining(['header', 'menu', 'hero', 'cta-band', 'footer']))
  for (const path of ['/about', '/services', '/industries', '/pricing', '/services/sales', '/industries/healthcare']) {
    expect(places(path), path).toContain('cta-band')
  }
  for (const page of pages.filter((candidate) => !candidate.notFoundFile && /^\/blogs\/(?!tags\/)[^/]+$/.test(candidate.path))) {
    expect(places(page.path), page.path).toContain('article-box')
  }
  expect(places('/blogs/what-tasks-delegate-virtual-assistant-first')).toContain('article-body')
})

test('every pricing plan button books the video consultation, named for its plan', () => {
  const pricing = pageAt('/pricing')
  const planLinks = bookingLinks(pricing).filter((link) => placeOf(pricing, link).startsWith('plan-'))
  expect(planLinks.map((link) => placeOf(pricing, link))).toEqual(pricingPlans.map((plan) => `plan-${plan.id}`))
  expect(planLinks.map((link) => toString(link).replace(' (opens in a new tab)', ''))).toEqual(
    pricingPlans.map((plan) => plan.buttonText),
  )
  for (const link of planLinks) expect(hrefOf(link).startsWith(`${site.booking.video}?`)).toBe(true)
})

test('the contact page has both consultation buttons, the address and the three social profiles', () => {
  const contact = pageAt('/contact')
  const named = (name: string) =>
    bookingLinks(contact).filter((link) => toString(link).replace(' (opens in a new tab)', '') === name)
  expect(named('Schedule a Zoom Consultation').map((link) => placeOf(contact, link))).toEqual(['contact-video'])
  expect(hrefOf(named('Schedule a Zoom Consultation')[0]!).startsWith(`${site.booking.video}?`)).toBe(true)
  expect(named('Schedule a Phone Consultation').map((link) => placeOf(contact, link))).toEqual(['contact-phone'])
  expect(hrefOf(named('Schedule a Phone Consultation')[0]!).startsWith(`${site.booking.phone}?`)).toBe(true)
  expect(toString(select('main address', contact.tree)!)).toContain('San Francisco, United States')
  const social = selectAll('main a[aria-label*=" on "]', contact.tree)
  expect(social.map((link) => String(link.properties.ariaLabel))).toEqual([
    'TandemDesk on LinkedIn (opens in a new tab)',
    'TandemDesk on Facebook (opens in a new tab)',
    'TandemDesk on Instagram (opens in a new tab)',
  ])
  expect(social.map(hrefOf)).toEqual(Object.values(site.social))
  for (const link of social) expect(link.properties.target).toBe('_blank')
})

test('the About page links the affiliate and the medical billing article links the partner, in a new tab', () => {
  const external = (path: string, href: string) =>
    selectAll('main a[href]', pageAt(path).tree).filter((link) => hrefOf(link) === href)
  const affiliate = external('/about', site.affiliate.url)
  expect(affiliate).toHaveLength(1)
  expect(affiliate[0]!.properties.target).toBe('_blank')
  const partner = external('/blogs/virtual-assistants-medical-billing-revenue-cycle', site.partners.medicalBilling!)
  expect(partner.length).toBeGreaterThanOrEqual(1)
  for (const link of partner) expect(link.properties.target).toBe('_blank')
})

test('the privacy policy gives an e-mail, a phone and a postal address', () => {
  const privacy = pageAt('/privacy-policy')
  const contact = select('main address', privacy.tree)!
  expect(selectAll('a', contact).map(hrefOf)).toEqual([
    `mailto:${site.contact.email}`,
    `tel:${site.contact.phone.replace(/[^\d+]/g, '')}`,
  ])
  const text = toString(contact)
  expect(text).toContain(site.contact.address.street)
  expect(text).toContain('San Francisco, United States')
})
