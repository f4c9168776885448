import { expect, test } from 'vitest'
import { fillPlanPlaceholders } from '#src/lib/plan-placeholders.ts'

const plans = [
  { id: 'starter', price: 299, monthlyHours: 30 },
  { id: 'dedicated-va', price: 1499, monthlyHours: 173, weeklyHours: 40 },
]

test('a placeholder becomes the price, the price per hour or the hours of the plan', () => {
  expect(
    fillPlanPlaceholders('From {plan.starter.price} for {plan.starter.hours} hours ({plan.starter.hourly} an hour).', plans, 'f'),
  ).toBe('From $299 for 30 hours ($9.97 an hour).')
  expect(fillPlanPlaceholders('{plan.dedicated-va.price}, about {plan.dedicated-va.hourly}', plans, 'f')).toBe(
    '$1,499, about $8.66',
  )
})

test('text without placeholders is unchanged, including other braces and dollar figures', () => {
  expect(fillPlanPlaceholders('A {curly} note about $4,570 and {plan}.', plans, 'f')).toBe(
    'A {curly} note about $4,570 and {plan}.',
  )
})

test('an unknown plan or field fails naming the file and the placeholder', () => {
  expect(() => fillPlanPlaceholders('{plan.premium.price}', plans, 'content/blog/x.md')).toThrow(
    "content/blog/x.md: {plan.premium.price}: no plan has the id 'premium' (starter, dedicated-va)",
  )
  expect(() => fillPlanPlaceholders('{plan.starter.cost}', plans, 'content/faq.yaml')).toThrow(
    "content/faq.yaml: {plan.starter.cost}: unknown field 'cost' (use price, hourly, hours, weeklyHours, amount)",
  )
})

test('weekly hours come only from a plan that gives them; a monthly plan names the placeholder to use', () => {
  expect(
    fillPlanPlaceholders('{plan.dedicated-va.weeklyHours} hrs/week, about {plan.dedicated-va.hours} a month', plans, 'f'),
  ).toBe('40 hrs/week, about 173 a month')
  expect(() => fillPlanPlaceholders('{plan.starter.weeklyHours} hours a week', plans, 'content/blog/x.md')).toThrow(
    'content/blog/x.md: {plan.starter.weeklyHours}: the starter plan gives hours a month; use {plan.starter.hours}',
  )
})

test('every string of a record is filled, at any depth, and other values are kept', () => {
  const record = { items: [{ answer: 'From {plan.starter.price}.', order: 2, shown: true }], note: null, on: new Date(0) }
  expect(fillPlanPlaceholders(record, plans, 'f')).toEqual({
    items: [{ answer: 'From $299.', order: 2, shown: true }],
    note: null,
    on: new Date(0),
  })
})
