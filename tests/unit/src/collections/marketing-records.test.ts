import { expect, test } from 'vitest'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'
import { readRecord } from '../../../../scripts/read-content.ts'
import { faqItems, home, industries, pricing } from '../../../fixtures/content.ts'
import { CORE_VALUE_TITLES, DIFFERENTIATOR_TITLES, SERVICE_CARD_TITLES } from '../../../fixtures/specification.ts'

const { stats, differentiators, process: recruitTrainAssign } = home
const connectSteps = home.connect.steps
const about = readRecord('about', SPEC_ROOT)
const coreValues = about.coreValues
const serviceCards = readRecord('servicesPage', SPEC_ROOT).cards
const pricingPlans = pricing.plans
const pricingIntro = pricing.intro
const whyChoose = pricing.whyChoose
const privacyPolicy = readRecord('privacy', SPEC_ROOT)

test('home shows the three proven-results figures 75%, 100% and 80% (spec §2 Home)', () => {
  expect(stats.map((stat) => stat.number)).toEqual(['75%', '100%', '80%'])
})

test('home lists the six differentiators in the specification order', () => {
  expect(differentiators.map((item) => item.title)).toEqual(DIFFERENTIATOR_TITLES)
})

test('home has the Recruit / Train / Assign process and the three Connect with Us steps', () => {
  expect(recruitTrainAssign.map((step) => step.title)).toEqual(['Recruit', 'Train', 'Assign'])
  expect(connectSteps.map((step) => step.title)).toEqual(['Free Consultation', 'Interview Pre-Screened Experts', 'Onboard'])
})

test('the FAQ has nine distinct questions, each with an answer', () => {
  expect(faqItems).toHaveLength(9)
  expect(new Set(faqItems.map((item) => item.question)).size).toBe(9)
  for (const item of faqItems) expect(item.answer.length).toBeGreaterThan(80)
})

test('Who We Are has the four core values and an affiliate link label that occurs in its text', () => {
  expect(coreValues.map((value) => value.title)).toEqual(CORE_VALUE_TITLES)
  expect(about.affiliateText).toContain(about.affiliateLinkLabel)
})

test('the services overview has the ten cards in the specification order', () => {
  expect(serviceCards.map((card) => card.title)).toEqual(SERVICE_CARD_TITLES)
  for (const card of serviceCards) expect(card.tagline.length).toBeGreaterThan(20)
})

test('the industries index has six cards, each naming an industry page that exists', () => {
  expect(industries.map((page) => [page.name, page.path])).toEqual([
    ['E-Commerce', '/industries/ecommerce'],
    ['Accounting', '/industries/accounting'],
    ['Insurance', '/industries/insurance'],
    ['Real Estate', '/industries/real-estate'],
    ['Construction', '/industries/construction'],
    ['Healthcare', '/industries/healthcare'],
  ])
  for (const page of industries) expect(page.cardTagline?.length).toBeGreaterThan(20)
})

test('pricing has the four plans with the specification prices, hours and badges (spec §9)', () => {
  expect(
    pricingPlans.map((plan) => ({
      name: plan.name,
      price: plan.price,
      from: 'priceFrom' in plan ? plan.priceFrom : false,
      hours: plan.hours,
      badge: 'badge' in plan ? plan.badge : undefined,
    })),
  ).toEqual([
    { name: 'Starter', price: 299, from: false, hours: '30 hours of VA support', badge: undefined },
    { name: 'Growth', price: 549, from: false, hours: '60 hours of VA support', badge: 'Most Popular' },
    { name: 'Scale', price: 799, from: false, hours: '90 hours of VA support', badge: undefined },
    { name: 'Dedicated VA', price: 1499, from: true, hours: '40 hrs/week', badge: 'Premium' },
  ])
})

test('every plan fills every field of the Pricing plan entity (spec §3)', () => {
  for (const plan of pricingPlans) {
    expect(plan.subtitle).not.toBe('')
    expect(plan.period).toBe('/month')
    expect(plan.description.length).toBeGreaterThan(40)
    // Its hours first; what every plan includes is the owner's to state (DESIGN.md §4 'Facts to confirm').
    expect(plan.tasks[0]).toMatch(/\d+ hours/)
    expect(plan.buttonText).not.toBe('')
    expect(['primary', 'outline']).toContain(plan.buttonVariant)
  }
})

test('the Dedicated VA plan includes free recruitment, training and a replacement guarantee', () => {
  const dedicated = pricingPlans.find((plan) => plan.name === 'Dedicated VA')
  const tasks = dedicated?.tasks.join(' | ') ?? ''
  expect(tasks).toMatch(/free recruitment/i)
  expect(tasks).toMatch(/free training/i)
  expect(tasks).toMatch(/replacement guarantee/i)
})

test('pricing says prices are reference only and lists four reasons to choose us', () => {
  expect(pricingIntro.note).toMatch(/reference only/i)
  expect(pricingIntro.note).toMatch(/vary/i)
  expect(whyChoose.points).toHaveLength(4)
})

test('the privacy policy has its nine sections in the specification order, last updated January 2025', () => {
  expect(privacyPolicy.lastUpdated).toBe('January 2025')
  expect(privacyPolicy.sections.map((section) => section.id)).toEqual([
    'information-we-collect',
    'cookies-and-tracking',
    'how-we-use-information',
    'sharing-of-information',
    'data-security',
    'your-rights',
    'third-party-services',
    'policy-updates',
    'contact-us',
  ])
})

test('the cookies section quotes its opt-out link text in one of its paragraphs', () => {
  const cookies = privacyPolicy.sections.find((section) => section.id === 'cookies-and-tracking')
  const label = cookies?.optOutLabel ?? ''
  expect(label).not.toBe('')
  expect(cookies?.paragraphs.some((paragraph) => paragraph.includes(label))).toBe(true)
})

// Specification §1 and the brief: the only percentages the site may claim are these.
const ALLOWED_PERCENTAGES = new Set(['75%', '100%', '80%', '70 percent'])

function collectStrings(value: unknown, out: Array<string> = []): Array<string> {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, out)
  return out
}

test('marketing copy claims no percentages beyond the specification figures', () => {
  const records = (['about', 'contact', 'home', 'industriesPage', 'pricing', 'privacy', 'servicesPage'] as const).map((name) =>
    readRecord(name, SPEC_ROOT),
  )
  const claims = collectStrings(records).flatMap((text) => text.match(/\d+(?:\.\d+)?\s?(?:%|percent)/g) ?? [])
  expect(claims.length).toBeGreaterThan(0)
  expect(claims.filter((claim) => !ALLOWED_PERCENTAGES.has(claim))).toEqual([])
})
