import type { PricingPlan } from '#src/collections/schemas/pricing.ts'

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

/** Why a field cannot be read; the calculator's record words each one (content/pricing.yaml, `calculator.fields`). */
export type FieldProblem = 'missing' | 'notNumber' | 'negative' | 'zero' | 'tooLarge'

/** Which problems a field can have: an empty overhead means none, and no overhead is allowed. */
const fieldRules: Record<SavingsField, { required: boolean; positive: boolean }> = {
  wage: { required: true, positive: true },
  overhead: { required: false, positive: false },
  hours: { required: true, positive: true },
}

/**
 * Specification §1: "save up to 70 percent against local hiring". The estimate never shows more; figures that come
 * out above it are cut to it and the calculator says so (`capped`).
 */
export const SAVINGS_CLAIM_PERCENT = 70

function readField(field: SavingsField, raw: string | null): number | FieldProblem {
  const rules = fieldRules[field]
  if (raw === null) return 'notNumber'
  const text = raw.trim().replace(/^\$/, '').replace(/%$/, '').replace(/,/g, '').trim()
  if (text === '') return rules.required ? 'missing' : 0
  const value = Number(text)
  if (!Number.isFinite(value)) return 'notNumber'
  if (value < 0) return 'negative'
  if (value === 0 && rules.positive) return 'zero'
  if (value > savingsLimits[field]) return 'tooLarge'
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
  const difference = localMonthly - plan.price
  // Whole dollars, rounded down, so the saving shown is never above the claim's share of the local cost.
  const mostClaimed = Math.floor((localMonthly * SAVINGS_CLAIM_PERCENT) / 100)
  const capped = difference > mostClaimed
  const monthlyDifference = capped ? mostClaimed : difference
  return {
    plan,
    beyondLargestPlan: values.hours > plan.monthlyHours,
    localMonthly,
    monthlyDifference,
    yearlyDifference: monthlyDifference * 12,
    percentSaved: localMonthly > 0 ? Math.min(roundWhole((monthlyDifference / localMonthly) * 100), SAVINGS_CLAIM_PERCENT) : 0,
    capped,
  }
}

export function evaluateSavings(input: SavingsInput, plans: ReadonlyArray<CalculatorPlan>) {
  const errors: Partial<Record<SavingsField, FieldProblem>> = {}
  const values: Partial<SavingsValues> = {}
  for (const field of ['wage', 'overhead', 'hours'] as const) {
    const read = readField(field, input[field])
    if (typeof read === 'string') errors[field] = read
    else values[field] = read
  }
  if (Object.keys(errors).length > 0) return { ok: false as const, errors }
  return { ok: true as const, values: values as SavingsValues, result: calculateSavings(values as SavingsValues, plans) }
}
