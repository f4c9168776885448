import { expect, test } from 'vitest'
import { formatIssues, parseRecord } from '#src/content/load.server.ts'
import { faqSchema, jobOpeningSchema, offeringSchema, pricingSchema, servicesPageSchema } from '#src/content/record-schemas.ts'
import { stringify } from 'yaml'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

// Issue 16: a bad data file fails the build naming the file and the field, as a bad article does.

const pricing = parse(readFileSync('content/pricing.yaml', 'utf8'))

function errorOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected an error')
}

test('the data files as committed pass their schemas', () => {
  expect(() => parseRecord('content/pricing.yaml', readFileSync('content/pricing.yaml', 'utf8'), pricingSchema)).not.toThrow()
  expect(() => parseRecord('content/faq.yaml', readFileSync('content/faq.yaml', 'utf8'), faqSchema)).not.toThrow()
})

test('a negative price names the file, the plan and the field', () => {
  const plans = structuredClone(pricing.plans)
  plans[1].price = -5
  expect(errorOf(() => parseRecord('content/pricing.yaml', stringify({ ...pricing, plans }), pricingSchema))).toBe(
    'content/pricing.yaml: plans[1].price: must not be negative',
  )
})

test('a plan gives its hours once, a month or a week, and a full-time week counts as 52 ÷ 12 weeks a month', () => {
  const plans = structuredClone(pricing.plans)
  plans[0].weeklyHours = 8
  delete plans[3].weeklyHours
  expect(errorOf(() => parseRecord('content/pricing.yaml', stringify({ ...pricing, plans }), pricingSchema)).split('\n')).toEqual([
    'content/pricing.yaml: plans[0].monthlyHours: give the hours once: either monthlyHours or weeklyHours',
    'content/pricing.yaml: plans[3].monthlyHours: give the hours once: either monthlyHours or weeklyHours',
  ])
  // Specification §9: the Dedicated VA is 40 hrs/week, which is 40 × 52 ÷ 12 ≈ 173 hours a month.
  const parsed = parseRecord('content/pricing.yaml', readFileSync('content/pricing.yaml', 'utf8'), pricingSchema)
  expect(parsed.plans.map((plan) => [plan.monthlyHours, plan.weeklyHours])).toEqual([
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
  expect(errorOf(() => parseRecord('content/pricing.yaml', stringify({ ...pricing, plans }), pricingSchema))).toBe(
    [
      'content/pricing.yaml: plans[0].price: expected a price in whole US dollars, got "$299"',
      'content/pricing.yaml: plans[2].price: must be a whole number of dollars',
    ].join('\n'),
  )
})

test('an empty question, a missing answer and an unknown field are each named', () => {
  const source = stringify({ items: [{ question: '  ', answer: 'Yes.' }, { question: 'When?', colour: 'red' }] })
  expect(errorOf(() => parseRecord('content/faq.yaml', source, faqSchema))).toBe(
    [
      'content/faq.yaml: items[0].question: must not be empty',
      'content/faq.yaml: items[1].answer: required',
      'content/faq.yaml: items[1].colour: unknown field',
    ].join('\n'),
  )
})

test('two plans with one id, an unknown icon and a long search description are refused', () => {
  const plans = structuredClone(pricing.plans)
  plans[1].id = 'starter'
  expect(errorOf(() => parseRecord('content/pricing.yaml', stringify({ ...pricing, plans }), pricingSchema))).toBe(
    'content/pricing.yaml: plans: two plans have the same id',
  )
  const sales = parse(readFileSync('content/services/sales.yaml', 'utf8'))
  const broken = { ...sales, icon: 'Handshak', description: 'x'.repeat(161) }
  expect(errorOf(() => parseRecord('content/services/sales.yaml', stringify(broken), offeringSchema))).toBe(
    [
      'content/services/sales.yaml: description: must be at most 160 characters',
      'content/services/sales.yaml: icon: is not a lucide icon name (see https://lucide.dev/icons, e.g. Handshake)',
    ].join('\n'),
  )
})

test('a service card names exactly one of an icon, a service or an industry', () => {
  const page = parse(readFileSync('content/pages/services.yaml', 'utf8'))
  page.cards[0] = { title: 'AI', tagline: 'Agents.', icon: 'Bot', service: 'ai-agents' }
  expect(errorOf(() => parseRecord('content/pages/services.yaml', stringify(page), servicesPageSchema))).toBe(
    'content/pages/services.yaml: cards[0]: give exactly one of icon, service or industry',
  )
})

test('a job opening without responsibilities and invalid YAML are refused with the file named', () => {
  const job = {
    title: 'Virtual Assistant',
    datePosted: '2025-09-01',
    applicantCountries: ['Pakistan'],
    type: 'Full-time',
    location: 'Remote',
    summary: 'S',
    description: 'D',
  }
  expect(errorOf(() => parseRecord('content/jobs/va.yaml', stringify({ ...job, responsibilities: [] }), jobOpeningSchema))).toBe(
    [
      'content/jobs/va.yaml: responsibilities: needs at least one responsibility',
      'content/jobs/va.yaml: qualifications: required',
      'content/jobs/va.yaml: positionDetails: required',
    ].join('\n'),
  )
  expect(errorOf(() => parseRecord('content/faq.yaml', 'items:\n  - question: "open\n', faqSchema))).toMatch(
    /^content\/faq\.yaml: invalid YAML: /,
  )
})

test('a problem with the whole file says so', () => {
  expect(errorOf(() => parseRecord('content/faq.yaml', '- just a list', faqSchema))).toBe(
    'content/faq.yaml: (the whole file): expected a group of fields, got a list',
  )
  expect(formatIssues('f.yaml', faqSchema.safeParse({ items: 'no' }).error!)).toBe('f.yaml: items: expected a list of questions, got "no"')
})
