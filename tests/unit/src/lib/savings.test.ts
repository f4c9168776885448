import { expect, test } from 'vitest'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'
import { calculateSavings, choosePlan, evaluateSavings } from '#src/lib/savings.ts'
import { readRecord } from '../../../../scripts/read-content.ts'

const pricingPlans = readRecord('pricing', SPEC_ROOT).plans

// Specification §9: Starter $299 / 30 h, Growth $549 / 60 h, Scale $799 / 90 h, Dedicated VA from $1,499 (40 hrs/week).
const input = (wage: string | null, overhead: string | null, hours: string | null) => ({ wage, overhead, hours })
const planFor = (hours: number) => choosePlan(hours, pricingPlans).name

test('picks Starter up to and including 30 hours', () => {
  expect(planFor(1)).toBe('Starter')
  expect(planFor(29.5)).toBe('Starter')
  expect(planFor(30)).toBe('Starter')
})

test('picks Growth from just over 30 up to 60 hours', () => {
  expect(planFor(30.5)).toBe('Growth')
  expect(planFor(31)).toBe('Growth')
  expect(planFor(60)).toBe('Growth')
})

test('picks Scale from 61 up to 90 hours', () => {
  expect(planFor(61)).toBe('Scale')
  expect(planFor(90)).toBe('Scale')
})

test('picks the Dedicated VA for full-time needs beyond 90 hours', () => {
  expect(planFor(91)).toBe('Dedicated VA')
  expect(planFor(160)).toBe('Dedicated VA')
  expect(planFor(400)).toBe('Dedicated VA')
})

test('flags needs beyond one full-time assistant without hiding the comparison', () => {
  expect(calculateSavings({ wage: 20, overhead: 0, hours: 160 }, pricingPlans).beyondLargestPlan).toBe(false)
  expect(calculateSavings({ wage: 20, overhead: 0, hours: 300 }, pricingPlans).beyondLargestPlan).toBe(true)
})

test('chooses among plans given in any order', () => {
  const plans = [
    { name: 'Big', price: 900, monthlyHours: 100 },
    { name: 'Small', price: 100, monthlyHours: 10 },
  ]
  expect(choosePlan(10, plans).name).toBe('Small')
  expect(choosePlan(11, plans).name).toBe('Big')
  expect(choosePlan(500, plans).name).toBe('Big')
})

test('compares a local hire with the Growth plan: $25/hour for 60 hours', () => {
  expect(calculateSavings({ wage: 25, overhead: 0, hours: 60 }, pricingPlans)).toEqual({
    plan: expect.objectContaining({ name: 'Growth', price: 549 }),
    beyondLargestPlan: false,
    localMonthly: 1500,
    monthlyDifference: 951,
    yearlyDifference: 11412,
    percentSaved: 63, // 951 / 1500 = 63.4 %
    capped: false,
  })
})

test('adds the overhead percentage to the local wage', () => {
  const result = calculateSavings({ wage: 20, overhead: 25, hours: 30 }, pricingPlans)
  expect(result.localMonthly).toBe(750) // 20 × 1.25 × 30
  expect(result.plan.name).toBe('Starter')
  expect(result.monthlyDifference).toBe(451) // 750 − 299
  expect(result.yearlyDifference).toBe(5412)
  expect(result.percentSaved).toBe(60) // 451 / 750 = 60.1 %
})

test('compares full-time needs with the Dedicated VA starting price', () => {
  const result = calculateSavings({ wage: 25, overhead: 0, hours: 120 }, pricingPlans)
  expect(result.plan.name).toBe('Dedicated VA')
  expect(result.localMonthly).toBe(3000) // 25 × 120
  expect(result.plan.price).toBe(1499)
  expect(result.monthlyDifference).toBe(1501)
  expect(result.yearlyDifference).toBe(18012)
  expect(result.percentSaved).toBe(50) // 1501 / 3000 = 50.03 %
  expect(result.capped).toBe(false)
})

// Specification §1: "save up to 70 percent against local hiring"; §9: Growth $549 for 60 hours.
test('a saving of exactly 70 percent is shown as it is', () => {
  // $30.50 × 60 = $1,830; 1,830 − 549 = 1,281 = 70 % of 1,830
  expect(calculateSavings({ wage: 30.5, overhead: 0, hours: 60 }, pricingPlans)).toMatchObject({
    localMonthly: 1830,
    monthlyDifference: 1281,
    yearlyDifference: 15372,
    percentSaved: 70,
    capped: false,
  })
})

test('a saving above 70 percent is cut to 70 percent of the local cost and flagged', () => {
  // $35 × 60 = $2,100; 2,100 − 549 = 1,551 would be 73.9 %; 70 % of 2,100 is 1,470
  expect(calculateSavings({ wage: 35, overhead: 0, hours: 60 }, pricingPlans)).toMatchObject({
    plan: expect.objectContaining({ name: 'Growth', price: 549 }),
    localMonthly: 2100,
    monthlyDifference: 1470,
    yearlyDifference: 17640,
    percentSaved: 70,
    capped: true,
  })
  // Just past the boundary: $30.51 × 60 = $1,830.60 → $1,831; 1,282 saved is over 70 % (1,281.70), so $1,281
  expect(calculateSavings({ wage: 30.51, overhead: 0, hours: 60 }, pricingPlans)).toMatchObject({
    localMonthly: 1831,
    monthlyDifference: 1281,
    percentSaved: 70,
    capped: true,
  })
  // Full time: $30 × 1.2 × 160 = $5,760 against the Dedicated VA's $1,499 would be 74 %; 70 % of 5,760 is 4,032
  expect(calculateSavings({ wage: 30, overhead: 20, hours: 160 }, pricingPlans)).toMatchObject({
    plan: expect.objectContaining({ name: 'Dedicated VA' }),
    localMonthly: 5760,
    monthlyDifference: 4032,
    yearlyDifference: 48384,
    percentSaved: 70,
    capped: true,
  })
})

test('no figures ever show more than 70 percent saved', () => {
  for (const wage of [10, 30, 35, 80, 1000])
    for (const hours of [1, 30, 31, 60, 90, 91, 173, 744]) {
      const result = calculateSavings({ wage, overhead: 200, hours }, pricingPlans)
      expect(result.percentSaved).toBeLessThanOrEqual(70)
      expect(result.monthlyDifference * 100).toBeLessThanOrEqual(70 * result.localMonthly)
    }
})

test('shows honestly when the plan costs more than the local hire', () => {
  const result = calculateSavings({ wage: 8, overhead: 0, hours: 31 }, pricingPlans)
  expect(result.plan.name).toBe('Growth')
  expect(result.localMonthly).toBe(248)
  expect(result.monthlyDifference).toBe(-301) // 248 − 549
  expect(result.yearlyDifference).toBe(-3612)
  expect(result.percentSaved).toBe(-121) // −301 / 248 = −121.4 %
})

test('rounds money to whole dollars so the yearly figure is twelve monthly ones', () => {
  const result = calculateSavings({ wage: 17.35, overhead: 12.5, hours: 33 }, pricingPlans)
  // 17.35 × 1.125 × 33 = 644.11875 → $644; Growth $549
  expect(result.localMonthly).toBe(644)
  expect(result.monthlyDifference).toBe(95)
  expect(result.yearlyDifference).toBe(1140)
  expect(result.percentSaved).toBe(15) // 95 / 644 = 14.75 %
})

test('rounds halves away from zero for savings and extra costs alike', () => {
  // 10.5 × 30 = 315 → 16 / 315 = 5.08 %; 12.5 × 20 = 250 → −49 / 250 = −19.6 %
  expect(calculateSavings({ wage: 10.5, overhead: 0, hours: 30 }, pricingPlans).percentSaved).toBe(5)
  expect(calculateSavings({ wage: 12.5, overhead: 0, hours: 20 }, pricingPlans).percentSaved).toBe(-20)
  // $299.50 a month rounds up to $300 (1 saved); exactly $299 breaks even at 0 %, never −0
  expect(calculateSavings({ wage: 29.95, overhead: 0, hours: 10 }, pricingPlans).monthlyDifference).toBe(1)
  expect(Object.is(calculateSavings({ wage: 29.9, overhead: 0, hours: 10 }, pricingPlans).percentSaved, 0)).toBe(true)
})

test('reads the typed text, tolerating spaces, a dollar sign, a percent sign and thousands commas', () => {
  expect(evaluateSavings(input(' $25 ', '20%', '15'), pricingPlans)).toMatchObject({
    ok: true,
    values: { wage: 25, overhead: 20, hours: 15 },
  })
  expect(evaluateSavings(input('1,000', '0', '60'), pricingPlans)).toMatchObject({
    ok: true,
    values: { wage: 1000, overhead: 0, hours: 60 },
  })
})

test('treats an empty overhead as no overhead', () => {
  expect(evaluateSavings(input('25', '', '60'), pricingPlans)).toMatchObject({
    ok: true,
    values: { wage: 25, overhead: 0, hours: 60 },
  })
  expect(evaluateSavings(input('25', '   ', '60'), pricingPlans).ok).toBe(true)
})

test('asks for an empty wage and empty hours', () => {
  expect(evaluateSavings(input('', '0', ''), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'missing', hours: 'missing' },
  })
})

test('explains values that are not numbers, including what the browser could not read', () => {
  expect(evaluateSavings(input('abc', '1e', '6o'), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'notNumber', overhead: 'notNumber', hours: 'notNumber' },
  })
  expect(evaluateSavings(input(null, '0', '60'), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'notNumber' },
  })
  expect(evaluateSavings(input('Infinity', '0', '60'), pricingPlans).ok).toBe(false)
})

test('rejects negative values', () => {
  expect(evaluateSavings(input('-5', '-1', '-10'), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'negative', overhead: 'negative', hours: 'negative' },
  })
})

test('rejects zero wage and zero hours but accepts zero overhead', () => {
  expect(evaluateSavings(input('0', '0', '0'), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'zero', hours: 'zero' },
  })
})

test('rejects absurd values and accepts the limits themselves', () => {
  expect(evaluateSavings(input('1000.01', '201', '745'), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'tooLarge', overhead: 'tooLarge', hours: 'tooLarge' },
  })
  expect(evaluateSavings(input('1000', '200', '744'), pricingPlans).ok).toBe(true)
})

test('never yields NaN: bad input gives messages and good input gives finite figures', () => {
  expect(evaluateSavings(input('', 'x', '-1'), pricingPlans).ok).toBe(false)
  const outcome = evaluateSavings(input('25', '', '60'), pricingPlans)
  expect(outcome.ok).toBe(true)
  if (!outcome.ok) return
  for (const value of Object.values(outcome.result).filter((v) => typeof v === 'number')) {
    expect(Number.isFinite(value)).toBe(true)
  }
  expect(outcome.result.plan.name).toBe('Growth')
})
