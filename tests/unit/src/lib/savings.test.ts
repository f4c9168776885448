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
  const result = calculateSavings({ wage: 30, overhead: 20, hours: 160 }, pricingPlans)
  expect(result.plan.name).toBe('Dedicated VA')
  expect(result.localMonthly).toBe(5760) // 30 × 1.2 × 160
  expect(result.plan.price).toBe(1499)
  expect(result.monthlyDifference).toBe(4261)
  expect(result.yearlyDifference).toBe(51132)
  expect(result.percentSaved).toBe(74) // 4261 / 5760 = 73.98 %
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
    errors: { wage: 'Enter the hourly wage of a local hire.', hours: 'Enter the hours of help you need each month.' },
  })
})

test('explains values that are not numbers, including what the browser could not read', () => {
  expect(evaluateSavings(input('abc', '1e', '6o'), pricingPlans)).toEqual({
    ok: false,
    errors: {
      wage: 'Enter the hourly wage as a number, for example 25.',
      overhead: 'Enter the overhead as a percentage, for example 20.',
      hours: 'Enter the hours as a number, for example 60.',
    },
  })
  expect(evaluateSavings(input(null, '0', '60'), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'Enter the hourly wage as a number, for example 25.' },
  })
  expect(evaluateSavings(input('Infinity', '0', '60'), pricingPlans).ok).toBe(false)
})

test('rejects negative values', () => {
  expect(evaluateSavings(input('-5', '-1', '-10'), pricingPlans)).toEqual({
    ok: false,
    errors: {
      wage: 'The hourly wage cannot be negative.',
      overhead: 'The overhead cannot be negative; enter 0 for none.',
      hours: 'The hours cannot be negative.',
    },
  })
})

test('rejects zero wage and zero hours but accepts zero overhead', () => {
  expect(evaluateSavings(input('0', '0', '0'), pricingPlans)).toEqual({
    ok: false,
    errors: { wage: 'Enter an hourly wage above $0.', hours: 'Enter at least some hours a month.' },
  })
})

test('rejects absurd values and accepts the limits themselves', () => {
  expect(evaluateSavings(input('1000.01', '201', '745'), pricingPlans)).toEqual({
    ok: false,
    errors: {
      wage: 'Enter an hourly wage of at most $1,000.',
      overhead: 'Enter an overhead of at most 200%.',
      hours: 'A month has at most 744 hours; enter fewer.',
    },
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
