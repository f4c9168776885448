import { within } from '@testing-library/dom'
import { expect, test } from 'vitest'
import { telHref } from '#src/lib/format.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { expectBookingLink, screenAt, textOf } from './built-pages.ts'
import { CORE_VALUE_TITLES, DIFFERENTIATOR_TITLES, SERVICE_CARD_TITLES } from '../fixtures/specification.ts'

// Specification §2 and §9: what the fixed screens show, as built (the behaviour of their islands is in tests/e2e).

const texts = (elements: ReadonlyArray<Element>) => elements.map(textOf)
const home = screenAt('/')

test('home shows the proven-results figures 75%, 100% and 80%', () => {
  const stats = within(home.getByRole('region', { name: 'Proven Results' })).getAllByRole('listitem')
  expect(stats).toHaveLength(3)
  expect(textOf(stats[0]!)).toContain('75%')
  expect(textOf(stats[0]!)).toMatch(/hiring time/i)
  expect(textOf(stats[1]!)).toContain('100%')
  expect(textOf(stats[1]!)).toMatch(/vetted/i)
  expect(textOf(stats[2]!)).toContain('80%')
  expect(textOf(stats[2]!)).toMatch(/labor costs/i)
})

test('home hero offers the free consultation on the external booking page in a new tab, and no picture', () => {
  const hero = home.getByRole('region', { name: 'Virtual Assistants and AI Agents for Growing Businesses' })
  expectBookingLink(within(hero).getByRole('link', { name: /Schedule a Free Consultation/ }), { path: '/', place: 'hero' })
  expect(hero.querySelectorAll('img')).toHaveLength(0)
})

test('home shows the six differentiators', () => {
  const section = within(home.getByRole('region', { name: 'What Sets Us Apart' }))
  expect(texts(section.getAllByRole('heading', { level: 3 }))).toEqual(DIFFERENTIATOR_TITLES)
})

test('home compares TandemDesk with hiring yourself in a table with row and column headers', () => {
  const table = within(home.getByRole('table', { name: 'TandemDesk vs. Hiring Yourself' }))
  expect(texts(table.getAllByRole('columnheader'))).toEqual([expect.stringMatching(/.+/), 'TandemDesk', 'Hiring Yourself'])
  expect(table.getAllByRole('rowheader').length).toBeGreaterThanOrEqual(4)
})

// Issue 46: the two three-step sections look different: the team's stages as icon cards, the visitor's steps numbered.
test('home shows Recruit, Train, Assign with an icon each and Connect with Us as steps numbered 1 to 3', () => {
  const items = (name: string) => [...home.getByRole('region', { name }).querySelectorAll('ol > li')]
  for (const stage of items('Recruit, Train, Assign')) {
    expect(stage.querySelectorAll('svg')).toHaveLength(1)
    expect(textOf(stage)).not.toMatch(/^\d/)
  }
  expect(items('Connect with Us').map((step) => textOf(step).match(/^\d+/)?.[0])).toEqual(['1', '2', '3'])
  for (const step of items('Connect with Us')) expect(step.querySelectorAll('svg')).toHaveLength(0)
})

// The fixture's own words (tests/fixtures/spec/content/pages/*.yaml); the article box is the specification's and not here.
test("each page's closing box has its own heading, from that page's record", () => {
  const expected = {
    '/': 'Ready to Get Your Time Back?',
    '/about': 'Put a Dependable Team Behind Your Business',
    '/services': 'Not Sure Which Service Fits?',
    '/industries': 'Want an Assistant Who Knows Your Industry?',
  }
  for (const [path, title] of Object.entries(expected)) {
    const band = screenAt(path).getByRole('region', { name: title })
    expect(textOf(within(band).getByRole('heading', { level: 2 })), path).toBe(title)
    expectBookingLink(within(band).getByRole('link', { name: /Schedule a Free Consultation/ }), { path, place: 'cta-band' })
  }
  expect(new Set(Object.values(expected)).size).toBe(4)
})

test('home lists Recruit, Train, Assign and the three Connect with Us steps in order', () => {
  const steps = (name: string) => [...home.getByRole('region', { name }).querySelectorAll('ol > li')]
  expect(steps('Recruit, Train, Assign').map((step) => textOf(step.querySelector('h3')!))).toEqual(['Recruit', 'Train', 'Assign'])
  const connect = steps('Connect with Us')
  expect(connect).toHaveLength(3)
  expect(textOf(connect[0]!)).toMatch(/free consultation/i)
  expect(textOf(connect[1]!)).toMatch(/interview pre-screened experts/i)
  expect(textOf(connect[2]!)).toMatch(/onboard/i)
})

test('the FAQ has nine questions, all closed at first, each with its answer in the page', () => {
  const items = [...home.getByRole('region', { name: 'Frequently Asked Questions' }).querySelectorAll('details')]
  expect(items).toHaveLength(9)
  for (const item of items) {
    expect(item.hasAttribute('open')).toBe(false)
    expect(textOf(item.querySelector('p')!).length).toBeGreaterThan(80)
  }
})

test('the services overview shows ten cards that are not links', () => {
  const list = within(screenAt('/services').getByRole('region', { name: 'What We Can Take Off Your Plate' })).getByRole('list')
  const cards = within(list).getAllByRole('listitem')
  expect(cards.map((card) => textOf(within(card).getByRole('heading', { level: 3 })))).toEqual(SERVICE_CARD_TITLES)
  expect(list.querySelectorAll('li svg')).toHaveLength(10)
  expect(list.querySelectorAll('li p')).toHaveLength(10)
  expect(list.querySelectorAll('a, button, [tabindex], [onclick]')).toHaveLength(0)
})

test('the industries index links six cards to their industry pages', () => {
  const list = within(screenAt('/industries').getByRole('region', { name: 'Find Support for Your Industry' })).getByRole('list')
  const links = within(list).getAllByRole('link')
  expect(texts(links)).toEqual(['E-Commerce', 'Accounting', 'Insurance', 'Real Estate', 'Construction', 'Healthcare'])
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/industries/ecommerce',
    '/industries/accounting',
    '/industries/insurance',
    '/industries/real-estate',
    '/industries/construction',
    '/industries/healthcare',
  ])
})

const pricing = screenAt('/pricing')
const plans = pricing.getByRole('region', { name: 'Monthly Plans' })

test('pricing shows the four plans with their prices, hours and badges', () => {
  const plan = (name: string) =>
    within(plans)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { level: 3, name }))!
  // The four plans; what every plan includes is a fact to confirm the fixture leaves unsupplied (DESIGN.md §4).
  expect(texts(within(plans).getAllByRole('heading', { level: 3 }))).toEqual(['Starter', 'Growth', 'Scale', 'Dedicated VA'])
  expect(textOf(plan('Starter'))).toContain('$299')
  expect(textOf(plan('Starter'))).toContain('30 hours of VA support')
  expect(textOf(plan('Growth'))).toContain('$549')
  expect(textOf(plan('Growth'))).toContain('60 hours')
  expect(textOf(plan('Scale'))).toContain('$799')
  expect(textOf(plan('Scale'))).toContain('90 hours')
  const dedicated = textOf(plan('Dedicated VA'))
  expect(dedicated).toMatch(/from\s*\$1,499/)
  expect(dedicated).toContain('40 hrs/week')
  expect(dedicated).toMatch(/free recruitment/i)
  expect(dedicated).toMatch(/training/i)
  expect(dedicated).toMatch(/replacement guarantee/i)

  expect(within(plans).getAllByText('Most Popular', { exact: true })).toHaveLength(1)
  within(plan('Growth')).getByText('Most Popular', { exact: true })
  expect(within(plans).getAllByText('Premium', { exact: true })).toHaveLength(1)
  within(plan('Dedicated VA')).getByText('Premium', { exact: true })
})

test('pricing says its prices are for reference only', () => {
  expect(textOf(pricing.getByRole('main'))).toMatch(/reference only and may vary/i)
})

test('every plan button opens the booking page in a new tab, named for its plan', () => {
  const buttons = within(plans).getAllByRole('link')
  expect(buttons).toHaveLength(4)
  for (const [index, id] of ['starter', 'growth', 'scale', 'dedicated-va'].entries()) {
    expectBookingLink(buttons[index]!, { path: '/pricing', place: `plan-${id}` })
  }
})

test('the savings calculator shows its example values and their result before any script runs', () => {
  const calculator = within(pricing.getByRole('region', { name: 'Compare a Local Hire With Our Plans' }))
  expect((calculator.getByLabelText(/Hourly wage of a local hire/) as HTMLInputElement).value).toBe('25')
  calculator.getByText('Example: $25/hour.', { exact: false })
  expect((calculator.getByLabelText(/Hours of help needed/) as HTMLInputElement).value).toBe('60')
  // Specification §9: 60 hours at $25 is $1,500 a month against the Growth plan's $549.
  calculator.getByText(`Save $${(25 * 60 - 549).toLocaleString('en-US')} a month with the Growth plan`, { exact: false })
  // Issue 46: no words for developers; the estimate offers the consultation, named for the calculator.
  expect(calculator.queryByText(/javascript|figures update as you type/i)).toBeNull()
  expectBookingLink(calculator.getByRole('link', { name: /Schedule a Free Consultation/ }), {
    path: '/pricing',
    place: 'calculator',
  })
})

const contact = screenAt('/contact')

test('contact offers a Zoom and a phone consultation, each on its booking page in a new tab', () => {
  expectBookingLink(contact.getByRole('link', { name: /^Schedule a Zoom Consultation/ }), {
    path: '/contact',
    place: 'contact-video',
  })
  expectBookingLink(contact.getByRole('link', { name: /^Schedule a Phone Consultation/ }), {
    path: '/contact',
    place: 'contact-phone',
    kind: 'phone',
  })
})

test('contact has no form, an address block and the three social profiles', () => {
  expect(contact.document.querySelectorAll('form')).toHaveLength(0)
  const address = textOf(contact.getByRole('main').querySelector('address')!)
  expect(address).toContain('San Francisco')
  expect(address).toContain('United States')
  const social = within(contact.getByRole('region', { name: 'Follow Us' })).getAllByRole('link')
  expect(social).toHaveLength(3)
  for (const [index, [key, name]] of (
    [
      ['linkedin', 'LinkedIn'],
      ['facebook', 'Facebook'],
      ['instagram', 'Instagram'],
    ] as const
  ).entries()) {
    expect(social[index]).toBe(contact.getByRole('link', { name: new RegExp(name) }))
    expect(social[index]!.getAttribute('href')).toBe(site.social[key])
    expect(social[index]!.getAttribute('target')).toBe('_blank')
  }
})

const privacy = screenAt('/privacy-policy')

test('the privacy policy has its nine sections in order and was last updated January 2025', () => {
  const main = privacy.getByRole('main')
  expect(textOf(main)).toContain('Last updated January 2025')
  const headings = within(main).getAllByRole('heading', { level: 2 })
  expect(texts(headings)).toEqual([
    expect.stringMatching(/information we collect/i),
    expect.stringMatching(/cookies and tracking/i),
    expect.stringMatching(/use/i),
    expect.stringMatching(/sharing/i),
    expect.stringMatching(/security/i),
    expect.stringMatching(/rights/i),
    expect.stringMatching(/third-party services/i),
    expect.stringMatching(/updates/i),
    expect.stringMatching(/contact/i),
  ])
  for (const heading of headings) expect(heading.id).not.toBe('')
})

test('the privacy policy links the opt-out and gives the contact email, phone and postal address', () => {
  const optOut = within(privacy.getByRole('region', { name: /cookies/i })).getByRole('link', { name: /opt out/i })
  expect(optOut.getAttribute('href')).toBe(site.dataPartnerOptOut)
  expect(optOut.getAttribute('target')).toBe('_blank')
  const contactSection = within(privacy.getByRole('region', { name: 'Contact Us' }))
  const { email, phone, address } = site.contact
  expect(contactSection.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`)
  expect(contactSection.getByRole('link', { name: phone }).getAttribute('href')).toBe(telHref(phone))
  const postal = textOf(privacy.getByRole('region', { name: 'Contact Us' }).querySelector('address')!)
  expect(postal).toContain(address.street)
  expect(postal).toContain('San Francisco, United States')
})

test('Who We Are shows the affiliate link, vision, mission and the four core values', () => {
  const about = screenAt('/about')
  const affiliate = within(about.getByRole('main')).getByRole('link', { name: /affiliate/i })
  expect(affiliate.getAttribute('href')).toBe(site.affiliate.url)
  expect(affiliate.getAttribute('target')).toBe('_blank')
  about.getByRole('heading', { level: 2, name: 'Our Vision' })
  about.getByRole('heading', { level: 2, name: 'Our Mission' })
  expect(texts(within(about.getByRole('region', { name: 'Our Core Values' })).getAllByRole('heading', { level: 3 }))).toEqual(
    CORE_VALUE_TITLES,
  )
})

test('/careers shows the no-openings message while the list is empty', () => {
  const careers = screenAt('/careers')
  careers.getByRole('heading', { level: 1, name: 'Job Openings' })
  careers.getByText('No open positions at the moment. Please check back later for new opportunities.')
  expect(careers.queryAllByRole('link', { name: /View Details & Apply/ })).toHaveLength(0)
})

test('/careers without openings offers a next step: the social profiles, each in a new tab', () => {
  const main = within(screenAt('/careers').getByRole('main'))
  const profiles = within(main.getByRole('list', { name: 'TandemDesk on social media' })).getAllByRole('link')
  expect(profiles.map((link) => link.getAttribute('href'))).toEqual([
    site.social.linkedin,
    site.social.facebook,
    site.social.instagram,
  ])
  for (const link of profiles) expect(link.getAttribute('target')).toBe('_blank')
})

test('the footer has the specification links and © 2025, and leaves the social profiles to the contact page', () => {
  const footer = home.getByRole('contentinfo')
  const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link')
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/',
    '/about',
    '/services',
    '/industries',
    '/blogs',
    '/careers',
    '/contact',
    '/privacy-policy',
  ])
  expect(textOf(footer)).toContain('© 2025')
  expect(within(footer).queryAllByRole('link', { name: /LinkedIn|Facebook|Instagram/ })).toHaveLength(0)
})

test('the mobile menu toggle names the menu it controls', () => {
  const toggle = home.getByRole('button', { name: 'Open menu', hidden: true })
  const controls = toggle.getAttribute('aria-controls')
  expect(controls).toMatch(/\S/)
  expect(home.document.getElementById(controls!)?.getAttribute('aria-label')).toBe('Mobile')
})
