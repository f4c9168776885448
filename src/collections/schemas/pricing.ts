import { z } from 'zod'
import { monthlyHoursOf } from '#src/lib/plan-placeholders.ts'
import { ctaSchema, featureSchema, line, list, paragraph, record, required, slug, whole, wording } from './fields.ts'

// Hours stated once, by the month or the week as specification §9 does; text says them through {plan.<id>.hours} or {plan.<id>.weeklyHours}.
const wholeHours = whole('a number of hours', 'number of hours').positive({ error: 'must be more than 0' })

export const pricingPlanSchema = record({
  id: slug.meta({ title: 'Plan id', description: 'Used by price placeholders such as {plan.growth.price}; do not change it.' }),
  name: line,
  subtitle: line,
  price: whole('a price in whole US dollars', 'number of dollars')
    .nonnegative({ error: 'must not be negative' })
    .meta({ title: 'Price (US dollars a month)' }),
  priceFrom: z.boolean().optional().meta({ title: "Show 'from' before the price" }),
  period: line,
  hours: line.meta({
    title: 'Hours label',
    description:
      'Write the number as {plan.<id>.hours} (a month) or {plan.<id>.weeklyHours} (a week), e.g. "{plan.starter.hours} hours of VA support".',
  }),
  monthlyHours: wholeHours.optional().meta({
    title: 'Hours a month',
    description: 'For a plan sold by the month. Leave empty for a full-time plan that gives hours a week.',
  }),
  weeklyHours: wholeHours.optional().meta({
    title: 'Hours a week',
    description: 'For a full-time plan (Dedicated VA). Its hours a month are worked out as weeks × 52 ÷ 12 (40 → 173).',
  }),
  badge: line.optional(),
  featured: z.boolean().optional().meta({
    title: 'Stand out as the recommended plan',
    description: 'Turn on for one plan only (the Most Popular): its card is the one drawn larger and bolder.',
  }),
  description: paragraph,
  tasks: list(line, 'task').meta({
    description: 'What this plan has that the others do not; what every plan has goes under "Every plan includes".',
  }),
  buttonText: line,
  buttonVariant: z.enum(['primary', 'outline']).meta({ title: 'Button style' }),
})
  .refine((plan) => (plan.monthlyHours === undefined) !== (plan.weeklyHours === undefined), {
    error: 'give the hours once: either monthlyHours or weeklyHours',
    path: ['monthlyHours'],
  })
  .transform((plan) => ({ ...plan, monthlyHours: monthlyHoursOf(plan) }))

export type PricingPlan = z.infer<typeof pricingPlanSchema>

// The calculator's field problems (src/lib/savings.ts, FieldProblem), each worded by the owner.
const FIELD_PROBLEMS = {
  missing: 'when the field is empty',
  notNumber: 'when the field holds no number',
  negative: 'when the number is below 0',
  zero: 'when the number is 0',
  tooLarge: 'when the number is above the limit, {limit}',
} as const

const calculatorField = <P extends keyof typeof FIELD_PROBLEMS>(name: string, problems: ReadonlyArray<P>) =>
  record({
    label: wording(`The ${name} field's label.`),
    hint: wording(`Under the label; {example} is the example value below.`, ['example']),
    unit: wording('Beside the number, e.g. hours.'),
    example: z
      .number({ error: required('a number') })
      .nonnegative({ error: 'must not be negative' })
      .meta({ title: 'Example value', description: 'Filled in when the page opens; an illustration, not a market rate.' }),
    errors: record(
      Object.fromEntries(
        problems.map((problem) => [
          problem,
          wording(`The message ${FIELD_PROBLEMS[problem]}.`, problem === 'tooLarge' ? ['limit'] : []),
        ]),
      ) as Record<P, ReturnType<typeof wording>>,
    ).meta({ title: 'Messages' }),
  })

/** One sentence for each way the comparison can come out. */
const outcomes = (what: string, names: ReadonlyArray<string>) =>
  record({
    save: wording(`${what} when the plan costs less.`, names),
    costsMore: wording(`${what} when the plan costs more.`, names),
    same: wording(`${what} when both cost the same.`, names),
  })

export const pricingSchema = record({
  intro: record({ title: line, subtitle: paragraph, eyebrow: line, plansHeading: line, note: paragraph }),
  plans: list(pricingPlanSchema, 'plan')
    .refine((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, { error: 'two plans have the same id' })
    .refine((plans) => plans.filter((plan) => plan.featured).length <= 1, { error: 'only one plan may stand out' }),
  everyPlan: record({
    heading: line.meta({ description: 'Shown above the list below, once any of it is written.' }),
    items: z.array(line).optional().meta({
      title: 'What every plan includes',
      description:
        'Fact to confirm: the work and terms every plan includes besides its hours, one a line, said once below the plan cards. Left out until written.',
    }),
    unusedHours: paragraph.optional().meta({
      title: 'Unused hours',
      description:
        "Fact to confirm: what happens to a month's hours that are not used (for example whether they carry over). Left out until written.",
    }),
    planChanges: paragraph.optional().meta({
      title: 'Changing or ending a plan',
      description:
        'Fact to confirm: how and with how much notice a client changes plan, adds hours or ends the service. Left out until written.',
    }),
  }).meta({ title: 'Every plan includes' }),
  calculator: record({
    eyebrow: line,
    title: line,
    intro: paragraph,
    inputsHeading: line.meta({ title: 'Heading above the fields' }),
    resultHeading: line.meta({ title: 'Heading of the result' }),
    note: paragraph.meta({ description: 'Below the fields: what the example values are.' }),
    withoutScripts: paragraph.meta({
      title: 'Note when scripts are off',
      description: 'Shown only in a browser that runs no JavaScript, where the estimate keeps the example values.',
    }),
    fields: record({
      wage: calculatorField('hourly wage', ['missing', 'notNumber', 'negative', 'zero', 'tooLarge']),
      overhead: calculatorField('overhead', ['notNumber', 'negative', 'tooLarge']),
      hours: calculatorField('hours', ['missing', 'notNumber', 'negative', 'zero', 'tooLarge']),
    }).meta({ title: 'Fields' }),
    result: record({
      invalidOne: wording('Instead of the estimate while one field holds a mistake.').meta({ title: 'One field to correct' }),
      invalidMany: wording('Instead of the estimate while several fields hold mistakes.').meta({
        title: 'Several fields to correct',
      }),
      headline: outcomes('The large line of the estimate,', ['plan', 'amount']).meta({ title: 'Headline' }),
      rows: record({
        localMonthly: wording('Row: what the local hire costs a month.'),
        planMonthly: wording("Row: the plan's price a month.", ['plan']),
        monthlyDifference: wording('Row: the difference a month.'),
        yearlyDifference: wording('Row: the difference a year.'),
        percentSaved: wording('Row: the difference as a percentage.'),
      }).meta({ title: 'Names of the rows' }),
      difference: outcomes('The value of the difference rows,', ['amount']).meta({ title: 'Difference' }),
      percent: outcomes('The value of the percentage row,', ['percent']).meta({ title: 'Percentage' }),
      priceFrom: wording("A plan price shown with 'from' (the Dedicated VA).", ['price']),
      capped: wording(
        'Below the figures when they come out above the most the site says a client saves, {cap} percent (specification: "save up to 70 percent against local hiring"); the estimate stops there.',
        ['cap'],
      ).meta({ title: 'Note when the saving is cut to the claim', widget: 'text' }),
      beyondLargestPlan: wording('Below the figures when the hours are more than one full-time assistant works.', [
        'hours',
        'plan',
      ]),
      estimate: wording('Below the figures, always.').meta({ title: 'What the estimate is' }),
      startsAt: wording("Added to that when the plan's price is a starting price.", ['plan']),
      summary: outcomes('Read out by screen readers when the figures settle,', [
        'plan',
        'price',
        'amount',
        'yearly',
        'percent',
      ]).meta({
        title: 'Spoken summary',
      }),
    }).meta({ title: 'Estimate' }),
  }).meta({ title: 'Savings calculator' }),
  whyChoose: record({ heading: line, points: list(featureSchema, 'point') }),
  cta: ctaSchema,
})
export type Pricing = z.infer<typeof pricingSchema>
