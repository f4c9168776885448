import type { PricingPlan } from '#src/content/schemas.ts'
import { formatUsd } from '#src/lib/format.ts'

export type SavingsField = 'wage' | 'overhead' | 'hours'

/** `null`: the browser could not read the field as a number. */
export type SavingsInput = Record<SavingsField, string | null>

type SavingsValues = Record<SavingsField, number>

export type CalculatorPlan = Pick<PricingPlan, 'name' | 'price' | 'monthlyHours' | 'hours' | 'priceFrom'>

/** What the pricing page hands its calculator island: these facts only, so the plan records never enter the island's bundle. */
export function calculatorPlans(plans: ReadonlyArray<PricingPlan>): Array<CalculatorPlan> {
  return plans.map(({ name, price, monthlyHours, hours, priceFrom }) => ({ name, price, monthlyHours, hours, priceFrom }))
}

export type SavingsResult = ReturnType<typeof calculateSavings>

export type SavingsOutcome = ReturnType<typeof evaluateSavings>

/** Beyond these, a figure is a typo rather than a real cost: 1,000 $/h, 200 % overhead, every hour of a 31-day month. */
export const savingsLimits = { wage: 1000, overhead: 200, hours: 744 } as const

type FieldRules = { missing?: string; notNumber: string; negative: string; zero?: string; tooLarge: string }

const fieldRules: Record<SavingsField, FieldRules> = {
  wage: {
    missing: 'Enter the hourly wage of a local hire.',
    notNumber: 'Enter the hourly wage as a number, for example 25.',
    negative: 'The hourly wage cannot be negative.',
    zero: 'Enter an hourly wage above $0.',
    tooLarge: `Enter an hourly wage of at most ${formatUsd(savingsLimits.wage)}.`,
  },
  overhead: {
    notNumber: 'Enter the overhead as a percentage, for example 20.',
    negative: 'The overhead cannot be negative; enter 0 for none.',
    tooLarge: `Enter an overhead of at most ${savingsLimits.overhead}%.`,
  },
  hours: {
    missing: 'Enter the hours of help you need each month.',
    notNumber: 'Enter the hours as a number, for example 60.',
    negative: 'The hours cannot be negative.',
    zero: 'Enter at least some hours a month.',
    tooLarge: `A month has at most ${savingsLimits.hours} hours; enter fewer.`,
  },
}

function readField(field: SavingsField, raw: string | null): number | string {
  const rules = fieldRules[field]
  if (raw === null) return rules.notNumber
  const text = raw.trim().replace(/^\$/, '').replace(/%$/, '').replace(/,/g, '').trim()
  if (text === '') return rules.missing ?? 0
  const value = Number(text)
  if (!Number.isFinite(value)) return rules.notNumber
  if (value < 0) return rules.negative
  if (value === 0 && rules.zero) return rules.zero
  if (value > savingsLimits[field]) return rules.tooLarge
  return value
}

export function choosePlan<Plan extends Pick<PricingPlan, 'monthlyHours'>>(hours: number, plans: ReadonlyArray<Plan>): Plan {
  const bySize = [...plans].sort((a, b) => a.monthlyHours - b.monthlyHours)
  return bySize.find((plan) => hours <= plan.monthlyHours) ?? bySize.at(-1)!
}

/** Rounds half away from zero so a saving and the same-sized extra cost read alike (Math.round(-0.5) is -0). */
function roundWhole(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0
}

/** Every figure in whole dollars (as shown), so the yearly figure is exactly twelve monthly ones. */
export function calculateSavings(values: SavingsValues, plans: ReadonlyArray<CalculatorPlan>) {
  const plan = choosePlan(values.hours, plans)
  const localMonthly = roundWhole(values.wage * (1 + values.overhead / 100) * values.hours)
  const monthlyDifference = localMonthly - plan.price
  return {
    plan,
    beyondLargestPlan: values.hours > plan.monthlyHours,
    localMonthly,
    monthlyDifference,
    yearlyDifference: monthlyDifference * 12,
    percentSaved: localMonthly > 0 ? roundWhole((monthlyDifference / localMonthly) * 100) : 0,
  }
}

export function evaluateSavings(input: SavingsInput, plans: ReadonlyArray<CalculatorPlan>) {
  const errors: Partial<Record<SavingsField, string>> = {}
  const values: Partial<SavingsValues> = {}
  for (const field of ['wage', 'overhead', 'hours'] as const) {
    const read = readField(field, input[field])
    if (typeof read === 'string') errors[field] = read
    else values[field] = read
  }
  if (Object.keys(errors).length > 0) return { ok: false as const, errors }
  return { ok: true as const, values: values as SavingsValues, result: calculateSavings(values as SavingsValues, plans) }
}
