import { formatUsd } from './format.ts'

/** What a placeholder reads of a plan: the validated plans of content/pricing.yaml have these fields. */
export type PlanFacts = { id: string; price: number; monthlyHours: number; weeklyHours?: number }

/** A plan's hours a month; a full-time plan's weekly hours count a year's weeks over its months (40 → 173). */
export function monthlyHoursOf(plan: { monthlyHours?: number; weeklyHours?: number }): number {
  return plan.monthlyHours ?? Math.round(((plan.weeklyHours ?? 0) * 52) / 12)
}

/** `{plan.<id>.<field>}`: a plan's price, its price per hour or its hours, filled in as a page renders. */
const PLACEHOLDER = /\{plan\.([a-z0-9-]+)\.([a-zA-Z]+)\}/g

const PLAN_FIELDS = {
  price: (plan: PlanFacts) => formatUsd(plan.price),
  hourly: (plan: PlanFacts) => `$${(plan.price / plan.monthlyHours).toFixed(2)}`,
  hours: (plan: PlanFacts) => String(plan.monthlyHours),
  weeklyHours: (plan: PlanFacts) => (plan.weeklyHours === undefined ? undefined : String(plan.weeklyHours)),
  amount: (plan: PlanFacts) => String(plan.price),
} as const satisfies Record<string, (plan: PlanFacts) => string | undefined>

function fillText(text: string, plans: ReadonlyArray<PlanFacts>, file: string): string {
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

/**
 * Every string of `value`, at any depth, with its plan placeholders filled: a price or number of hours is written once,
 * in the plan records. An unknown plan or field fails naming `file`.
 */
export function fillPlanPlaceholders<T>(value: T, plans: ReadonlyArray<PlanFacts>, file: string): T {
  if (typeof value === 'string') return fillText(value, plans, file) as T
  if (Array.isArray(value)) return value.map((item) => fillPlanPlaceholders(item, plans, file)) as T
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlanPlaceholders(item, plans, file)])) as T
  }
  return value
}
