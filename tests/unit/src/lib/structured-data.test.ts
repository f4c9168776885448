import { expect, test } from 'vitest'
import type { JobOpening } from '#src/collections/schemas/careers.ts'
import {
  authorFor,
  blogPosting,
  breadcrumbList,
  faqPage,
  jobPosting,
  offeringService,
  organization,
  pricingService,
  webSite,
} from '#src/lib/structured-data.ts'
import { readFolder, readRecord } from '../../../../scripts/read-content.ts'
import { launchedSite as site, SUPPLIED } from '../../../fixtures/site.ts'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'

const faqItems = readRecord('faq', SPEC_ROOT).items
const pricingPlans = readRecord('pricing', SPEC_ROOT).plans
const offering = (folder: 'services' | 'industries', slug: string, kind: 'service' | 'industry') => ({
  ...readFolder(folder, SPEC_ROOT).find((entry) => entry.id === slug)!.data,
  kind,
  path: `/${folder}/${slug}`,
})

// Structured data is written only once every value is supplied: a preview build has none (DESIGN.md §4).
const SITE = SUPPLIED.url!
const ORGANIZATION_ID = `${SITE}/#organization`

/** Round-trips through JSON, as the page carries it, so assertions see exactly what search engines read. */
function json<T>(value: T): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>
}

test('the organization names the brand, its URL, logo, address, contacts and the profiles the business has', () => {
  expect(json(organization(site))).toMatchObject({
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: 'TandemDesk',
    url: SITE,
    logo: `${SITE}/generated/logo.png`,
    email: SUPPLIED['contact.email'],
    telephone: SUPPLIED['contact.phone'],
    contactPoint: { '@type': 'ContactPoint', email: SUPPLIED['contact.email'], telephone: SUPPLIED['contact.phone'] },
    sameAs: [SUPPLIED['social.linkedin'], SUPPLIED['social.facebook']],
    address: {
      '@type': 'PostalAddress',
      streetAddress: SUPPLIED['contact.address.street'],
      addressLocality: 'San Francisco',
      addressCountry: 'United States',
    },
  })
})

test('the website is published by the organization, referenced by its @id', () => {
  expect(json(webSite(site))).toMatchObject({
    '@type': 'WebSite',
    name: 'TandemDesk',
    url: SITE,
    publisher: { '@id': ORGANIZATION_ID },
  })
})

test('the FAQ page carries the nine questions and answers word for word, in order (spec §2 Home)', () => {
  const data = json(faqPage(faqItems)) as { '@type': string; mainEntity: Array<Record<string, unknown>> }
  expect(data['@type']).toBe('FAQPage')
  expect(data.mainEntity).toHaveLength(9)
  expect(data.mainEntity).toEqual(
    faqItems.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  )
})

test('a breadcrumb trail starts at Home and numbers absolute URLs from 1', () => {
  const data = json(
    breadcrumbList(site, [
      { name: 'Services', path: '/services' },
      { name: 'Sales Virtual Assistants', path: '/services/sales' },
    ]),
  )
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: SITE },
    { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
    { '@type': 'ListItem', position: 3, name: 'Sales Virtual Assistants', item: `${SITE}/services/sales` },
  ])
})

test('a service page is a Service provided by the organization, with its page name, description and area', () => {
  const sales = offering('services', 'sales', 'service')
  const data = json(offeringService(site, sales))
  expect(data).toMatchObject({
    '@type': 'Service',
    name: sales.title,
    description: sales.description,
    url: `${SITE}/services/sales`,
    image: `${SITE}/generated/social/services/sales.png`,
    provider: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: 'TandemDesk' },
    areaServed: ['Fixture Land', 'Fixture Isles'],
  })
  expect(data.audience).toBeUndefined()
})

test('no area served is claimed until the owner states one (a fact to confirm)', () => {
  // Issue 48: 'Worldwide' was never stated by the business.
  const { areaServed: _stated, ...unstated } = site
  const sales = offering('services', 'sales', 'service')
  expect(json(offeringService(unstated, sales))).not.toHaveProperty('areaServed')
  expect(json(pricingService(unstated, pricingPlans, 'Plans'))).not.toHaveProperty('areaServed')
})

test('an industry page is a Service for businesses of that industry', () => {
  const healthcare = offering('industries', 'healthcare', 'industry')
  const data = json(offeringService(site, healthcare))
  expect(data).toMatchObject({
    '@type': 'Service',
    name: healthcare.title,
    audience: { '@type': 'BusinessAudience', audienceType: 'Healthcare' },
    provider: { '@id': ORGANIZATION_ID },
  })
})

test('pricing offers the four plans in US dollars a month, Dedicated VA as a minimum price (spec §9)', () => {
  const data = json(pricingService(site, pricingPlans, 'Plans.')) as { offers: Array<Record<string, unknown>> }
  expect(data.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
    ['Starter', 299, 'USD'],
    ['Growth', 549, 'USD'],
    ['Scale', 799, 'USD'],
    ['Dedicated VA', undefined, 'USD'],
  ])
  expect(data.offers[3]!.priceSpecification).toMatchObject({
    '@type': 'UnitPriceSpecification',
    minPrice: 1499,
    priceCurrency: 'USD',
    unitCode: 'MON',
  })
  expect(data.offers[0]!.priceSpecification).toMatchObject({ price: 299, priceCurrency: 'USD', unitCode: 'MON' })
  for (const [index, offer] of data.offers.entries()) expect(offer.description).toBe(pricingPlans[index]!.description)
})

const post = {
  id: 'remote-work-trends-2025',
  title: 'Remote Work Trends in 2025',
  excerpt: 'Remote work has grown up.',
  publishedTime: '2025-06-20T00:00:00-07:00',
  author: 'Operations Team',
  tags: ['Remote Work', 'Leadership'],
}

test('an article is a BlogPosting with headline, ISO 8601 dates, author, image, keywords and its page', () => {
  const url = `${SITE}/blogs/remote-work-trends-2025`
  expect(json(blogPosting(site, post))).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Remote Work Trends in 2025',
    description: 'Remote work has grown up.',
    datePublished: '2025-06-20T00:00:00-07:00',
    dateModified: '2025-06-20T00:00:00-07:00',
    author: { '@type': 'Organization', name: 'Operations Team' },
    publisher: { '@id': ORGANIZATION_ID },
    image: [`${SITE}/generated/social/blogs/remote-work-trends-2025.png`],
    keywords: ['Remote Work', 'Leadership'],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  })
  expect(json(blogPosting(site, { ...post, publishedTime: '2025-05-19T09:00:00-07:00' })).datePublished).toBe(
    '2025-05-19T09:00:00-07:00',
  )
})

test('team labels are organizations as authors; a personal name is a person', () => {
  expect(authorFor(site, 'TandemDesk Team')).toEqual({ '@type': 'Organization', name: 'TandemDesk Team' })
  expect(authorFor(site, 'AI Solutions Team')).toEqual({ '@type': 'Organization', name: 'AI Solutions Team' })
  expect(authorFor(site, 'Maria Santos')).toEqual({ '@type': 'Person', name: 'Maria Santos' })
})

const job: JobOpening = {
  id: 'email-marketing-newsletter',
  title: 'Email Marketing Specialist',
  datePosted: '2025-03-03',
  applicantCountries: ['Pakistan'],
  type: 'Full-time',
  location: 'Remote',
  summary: 'Plan and send newsletters for <our> clients.',
  description: 'You will own the newsletter calendar.',
  responsibilities: ['Write campaigns'],
  qualifications: ['Two years of email marketing'],
  positionDetails: ['Flexible hours'],
}

test('a job opening is a remote JobPosting by the organization, posted on the date its record gives', () => {
  const data = json(jobPosting(site, job))
  expect(data).toMatchObject({
    '@type': 'JobPosting',
    title: 'Email Marketing Specialist',
    employmentType: 'FULL_TIME',
    jobLocationType: 'TELECOMMUTE',
    hiringOrganization: { '@type': 'Organization', '@id': ORGANIZATION_ID },
    url: `${SITE}/careers/email-marketing-newsletter`,
  })
  expect(data.datePosted).toBe('2025-03-03')
  expect(data.description).toContain('<p>Plan and send newsletters for &lt;our&gt; clients.</p>')
  expect(data.description).toContain('<h3>Key Responsibilities</h3><ul><li>Write campaigns</li></ul>')
})

test('a job type schema.org does not name is left out rather than guessed', () => {
  expect(json(jobPosting(site, { ...job, type: 'Part time' })).employmentType).toBe('PART_TIME')
  expect(json(jobPosting(site, { ...job, type: 'Seasonal rota' })).employmentType).toBeUndefined()
})

// Google's structured-data guidelines for JobPosting: the required properties, and for a remote (TELECOMMUTE) role
// without a physical jobLocation, applicantLocationRequirements (issue 17).
const GOOGLE_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'] as const

test('a JobPosting carries every property Google requires of a remote role', () => {
  const data = json(jobPosting(site, { ...job, applicantCountries: ['Pakistan', 'United States'] }))
  expect(data['@type']).toBe('JobPosting')
  for (const property of GOOGLE_REQUIRED) expect(data[property], property).toBeTruthy()
  expect((data.hiringOrganization as Record<string, unknown>).name).toBe('TandemDesk')
  expect(data.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(data.jobLocation).toBeUndefined()
  expect(data.jobLocationType).toBe('TELECOMMUTE')
  expect(data.applicantLocationRequirements).toEqual([
    { '@type': 'Country', name: 'Pakistan' },
    { '@type': 'Country', name: 'United States' },
  ])
})
