import type { PricingPlan } from '#src/content/schemas.ts'
import { formatUsd } from '#src/lib/format.ts'

// Plans come from the caller (island props), so the plan records never enter the island's bundle.

export type SavingsField = 'wage' | 'overhead' | 'hours'

/** `null`: the browser could not read the field as a number. */
export type SavingsInput = Record<SavingsField, string | null>

export type SavingsValues = { wage: number; overhead: number; hours: number }

export type SavingsErrors = Partial<Record<SavingsField, string>>

export type CalculatorPlan = Pick<PricingPlan, 'name' | 'price' | 'monthlyHours'> & { priceFrom?: boolean }

/** What the pricing page hands its calculator island: these facts only, not the whole records. */
export function calculatorPlans(plans: ReadonlyArray<PricingPlan>) {
  return plans.map(({ name, price, monthlyHours, hours, priceFrom }) => ({ name, price, monthlyHours, hours, priceFrom }))
}

export type SavingsResult<Plan extends CalculatorPlan = CalculatorPlan> = ReturnType<typeof calculateSavings<Plan>>

export type SavingsOutcome<Plan extends CalculatorPlan = CalculatorPlan> =
  { ok: true; values: SavingsValues; result: SavingsResult<Plan> } | { ok: false; errors: SavingsErrors }

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

export function choosePlan<Plan extends CalculatorPlan>(hours: number, plans: ReadonlyArray<Plan>): Plan {
  const bySize = [...plans].sort((a, b) => a.monthlyHours - b.monthlyHours)
  return bySize.find((plan) => hours <= plan.monthlyHours) ?? bySize.at(-1)!
}

/** Rounds half away from zero so a saving and the same-sized extra cost read alike (Math.round(-0.5) is -0). */
function roundWhole(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0
}

/** Every figure in whole dollars (as shown), so the yearly figure is exactly twelve monthly ones. */
export function calculateSavings<Plan extends CalculatorPlan>(values: SavingsValues, plans: ReadonlyArray<Plan>) {
  const plan = choosePlan(values.hours, plans)
  const localMonthly = roundWhole(values.wage * (1 + values.overhead / 100) * values.hours)
  const monthlyDifference = localMonthly - plan.price
  return {
    plan,
    beyondLargestPlan: values.hours > plan.monthlyHours,
    localMonthly,
    planMonthly: plan.price,
    monthlyDifference,
    yearlyDifference: monthlyDifference * 12,
    percentSaved: localMonthly > 0 ? roundWhole((monthlyDifference / localMonthly) * 100) : 0,
  }
}

export function evaluateSavings<Plan extends CalculatorPlan>(
  input: SavingsInput,
  plans: ReadonlyArray<Plan>,
): SavingsOutcome<Plan> {
  const errors: SavingsErrors = {}
  const values: Partial<SavingsValues> = {}
  for (const field of ['wage', 'overhead', 'hours'] as const) {
    const read = readField(field, input[field])
    if (typeof read === 'string') errors[field] = read
    else values[field] = read
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, values: values as SavingsValues, result: calculateSavings(values as SavingsValues, plans) }
}
