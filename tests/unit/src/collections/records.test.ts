import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'
import { parse } from 'yaml'
import { parseContentFile } from '#src/lib/content-file.ts'
import { jobOpeningSchema } from '#src/collections/schemas/careers.ts'
import { offeringSchema, servicesPageSchema } from '#src/collections/schemas/offerings.ts'
import { faqSchema } from '#src/collections/schemas/pages.ts'
import { pricingSchema } from '#src/collections/schemas/pricing.ts'
import { pricing as filledPricing, schemaProblems } from '../../../fixtures/content.ts'

// What each schema refuses, field by field; the build names the file beside it (tests/unit/scripts/read-content.test.ts).
const pricing = parse(readFileSync(join(SPEC_ROOT, 'content/pricing.yaml'), 'utf8'))
const sales = parse(readFileSync(join(SPEC_ROOT, 'content/services/sales.yaml'), 'utf8'))

test('the data files as committed pass their schemas', () => {
  expect(schemaProblems(faqSchema, parse(readFileSync(join(SPEC_ROOT, 'content/faq.yaml'), 'utf8')))).toEqual([])
  expect(schemaProblems(offeringSchema, sales)).toEqual([])
})

test('a negative price names the plan and the field', () => {
  const plans = structuredClone(pricing.plans)
  plans[1].price = -5
  expect(schemaProblems(pricingSchema, { ...pricing, plans })).toEqual(['plans.1.price: must not be negative'])
})

test('a plan gives its hours once, a month or a week, and a full-time week counts as 52 ÷ 12 weeks a month', () => {
  const plans = structuredClone(pricing.plans)
  plans[0].weeklyHours = 8
  delete plans[3].weeklyHours
  expect(schemaProblems(pricingSchema, { ...pricing, plans })).toEqual([
    'plans.0.monthlyHours: give the hours once: either monthlyHours or weeklyHours',
    'plans.3.monthlyHours: give the hours once: either monthlyHours or weeklyHours',
  ])
  // Specification §9: the Dedicated VA is 40 hrs/week, which is 40 × 52 ÷ 12 ≈ 173 hours a month.
  expect(filledPricing.plans.map((plan) => [plan.monthlyHours, plan.weeklyHours])).toEqual([
    [30, undefined],
    [60, undefined],
    [90, undefined],
    [173, 40],
  ])
})

test('a price written as text or with cents is refused', () => {
  const plans = structuredClone(pricing.plans)
  plans[0].price = '$299'
  plans[2].price = 799.5
  expect(schemaProblems(pricingSchema, { ...pricing, plans })).toEqual([
    'plans.0.price: expected a price in whole US dollars, got "$299"',
    'plans.2.price: must be a whole number of dollars',
  ])
})

test('an empty question, a missing answer and an unknown field are each named', () => {
  expect(
    schemaProblems(faqSchema, {
      items: [
        { question: '  ', answer: 'Yes.' },
        { question: 'When?', colour: 'red' },
      ],
    }),
  ).toEqual(['items.0.question: must not be empty', 'items.1.answer: required', 'items.1.colour: unknown field'])
})

test('two plans with one id, an unknown icon and a long search description are refused', () => {
  const plans = structuredClone(pricing.plans)
  plans[1].id = 'starter'
  expect(schemaProblems(pricingSchema, { ...pricing, plans })).toEqual(['plans: two plans have the same id'])
  expect(schemaProblems(offeringSchema, { ...sales, icon: 'Handshak', description: 'x'.repeat(161) })).toEqual([
    'description: must be at most 160 characters',
    'icon: is not a lucide icon name (see https://lucide.dev/icons, e.g. Handshake)',
  ])
})

test('a service card names exactly one of an icon, a service or an industry', () => {
  const page = parse(readFileSync(join(SPEC_ROOT, 'content/pages/services.yaml'), 'utf8'))
  page.cards[0] = { title: 'AI', tagline: 'Agents.', icon: 'Bot', service: 'ai-agents' }
  expect(schemaProblems(servicesPageSchema, page)).toEqual(['cards.0: give exactly one of icon, service or industry'])
})

test('the date of a job opening saved unquoted, as the CMS saves it, is read as the day written; a date-time is refused', () => {
  const text = (datePosted: string) =>
    `title: VA\ndatePosted: ${datePosted}\napplicantCountries: [Pakistan]\ntype: Full-time\nlocation: Remote\nsummary: S\ndescription: D\nresponsibilities: [R]\nqualifications: [Q]\npositionDetails: [Day shift]`
  const read = (datePosted: string) => parseContentFile(text(datePosted), 'content/jobs/va.yaml').data
  expect(jobOpeningSchema.parse(read('2025-09-01')).datePosted).toBe('2025-09-01')
  expect(schemaProblems(jobOpeningSchema, read('2025-09-01T09:30:00Z'))).toEqual([
    'datePosted: must be a date written YYYY-MM-DD',
  ])
})

test('a job opening without responsibilities is refused, and so is a file that is not a group of fields', () => {
  const job = {
    title: 'Virtual Assistant',
    datePosted: '2025-09-01',
    applicantCountries: ['Pakistan'],
    type: 'Full-time',
    location: 'Remote',
    summary: 'S',
    description: 'D',
  }
  expect(schemaProblems(jobOpeningSchema, { ...job, responsibilities: [] })).toEqual([
    'responsibilities: needs at least one responsibility',
    'qualifications: required',
    'positionDetails: required',
  ])
  expect(schemaProblems(faqSchema, ['just a list'])).toEqual(['expected a group of fields, got a list'])
  expect(schemaProblems(faqSchema, { items: 'no' })).toEqual(['items: expected a list of questions, got "no"'])
})
