import { formatUsd } from './format.ts'

/** What a placeholder needs of a plan record (content/pricing.yaml). */
export type PlanFacts = { id: string; price: number; monthlyHours: number; weeklyHours?: number }

/** A year's weeks over its months: a full-time plan's weekly hours as hours a month (40 → 173). */
export function monthlyHoursOf(weeklyHours: number): number {
  return Math.round((weeklyHours * 52) / 12)
}

/** The plans of content/pricing.yaml as written (placeholders are filled before the file is validated). */
export function planFactsOf(pricing: Record<string, unknown>): Array<PlanFacts> {
  const plans = (pricing.plans ?? []) as Array<Omit<PlanFacts, 'monthlyHours'> & { monthlyHours?: number }>
  return plans.map((plan) => ({ ...plan, monthlyHours: plan.monthlyHours ?? monthlyHoursOf(plan.weeklyHours ?? 0) }))
}

/** `{plan.<id>.<field>}`: a plan's price, its price per hour or its hours, filled in at build time. */
const PLACEHOLDER = /\{plan\.([a-z0-9-]+)\.([a-zA-Z]+)\}/g

export const PLAN_FIELDS = {
  /** '$549' */
  price: (plan: PlanFacts) => formatUsd(plan.price),
  /** Price ÷ monthly hours, to the cent: '$9.15' */
  hourly: (plan: PlanFacts) => `$${(plan.price / plan.monthlyHours).toFixed(2)}`,
  /** Hours a month: '60' (the Dedicated VA's are worked out from its week: '173') */
  hours: (plan: PlanFacts) => String(plan.monthlyHours),
  /** Hours a week, only for a plan that gives them: '40' */
  weeklyHours: (plan: PlanFacts) => (plan.weeklyHours === undefined ? undefined : String(plan.weeklyHours)),
  /** The price as a plain number, '549', for figures' values (lib/figure.server.ts). */
  amount: (plan: PlanFacts) => String(plan.price),
} as const satisfies Record<string, (plan: PlanFacts) => string | undefined>

/**
 * Replaces every `{plan.<id>.price|hourly|hours|weeklyHours|amount}` in `text` with the figure from the plan records,
 * so a price or a number of hours is written once (issues 16 and 29). An unknown plan or field, or weekly hours of a
 * plan sold by the month, fails the build naming the file.
 */
export function fillPlanPlaceholders(text: string, plans: ReadonlyArray<PlanFacts>, file: string): string {
  return text.replace(PLACEHOLDER, (placeholder, id: string, field: string) => {
    const plan = plans.find((candidate) => candidate.id === id)
    if (!plan) throw new Error(`${file}: ${placeholder}: no plan has the id '${id}' (${plans.map((p) => p.id).join(', ')})`)
    if (!Object.hasOwn(PLAN_FIELDS, field)) {
      throw new Error(`${file}: ${placeholder}: unknown field '${field}' (use ${Object.keys(PLAN_FIELDS).join(', ')})`)
    }
    const value = PLAN_FIELDS[field as keyof typeof PLAN_FIELDS](plan)
    if (value === undefined)
      throw new Error(`${file}: ${placeholder}: the ${id} plan gives hours a month; use {plan.${id}.hours}`)
    return value
  })
}

/** The same for every string of a record, at any depth. */
export function fillPlanPlaceholdersDeep<T>(value: T, plans: ReadonlyArray<PlanFacts>, file: string): T {
  if (typeof value === 'string') return fillPlanPlaceholders(value, plans, file) as T
  if (Array.isArray(value)) return value.map((item) => fillPlanPlaceholdersDeep(item, plans, file)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlanPlaceholdersDeep(item, plans, file)])) as T
  }
  return value
}
