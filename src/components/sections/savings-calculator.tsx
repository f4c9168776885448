import { useEffect, useState } from 'react'
import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import type { Pricing } from '#src/collections/schemas/pricing.ts'
import type { Booking } from '#src/lib/booking.ts'
import { cn } from '#src/lib/cn.ts'
import { formatUsd } from '#src/lib/format.ts'
import { GOALS } from '#src/lib/goals.ts'
import { fillWords } from '#src/lib/words.ts'
import {
  evaluateSavings,
  SAVINGS_CLAIM_PERCENT,
  savingsLimits,
  type FieldProblem,
  type CalculatorPlan,
  type SavingsField,
  type SavingsInput,
  type SavingsOutcome,
  type SavingsResult,
} from '#src/lib/savings.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

/** How long the figures must stay still before the summary is announced, so typing '25' is not read twice. */
const ANNOUNCE_DELAY_MS = 700

type CalculatorWords = Pricing['calculator']
type ResultWords = CalculatorWords['result']
type Outcomes = ResultWords['headline']

const FIELDS = ['wage', 'overhead', 'hours'] as const satisfies ReadonlyArray<SavingsField>

/** The owner's sentence for how the comparison came out: the plan costs less, more or the same. */
function byOutcome(words: Outcomes, amount: number, values: Record<string, string | number>): string {
  const sentence = amount > 0 ? words.save : amount < 0 ? words.costsMore : words.same
  return fillWords(sentence, values)
}

function differenceText(words: ResultWords, amount: number): string {
  return byOutcome(words.difference, amount, { amount: formatUsd(Math.abs(amount)) })
}

function percentText(words: ResultWords, result: SavingsResult): string {
  return byOutcome(words.percent, result.percentSaved, { percent: Math.abs(result.percentSaved) })
}

function planPriceText(words: ResultWords, plan: CalculatorPlan): string {
  return plan.priceFrom ? fillWords(words.priceFrom, { price: formatUsd(plan.price) }) : formatUsd(plan.price)
}

function headline(words: ResultWords, { plan, monthlyDifference }: SavingsResult): string {
  return byOutcome(words.headline, monthlyDifference, { plan: plan.name, amount: formatUsd(Math.abs(monthlyDifference)) })
}

function cappedText(words: ResultWords): string {
  return fillWords(words.capped, { cap: SAVINGS_CLAIM_PERCENT })
}

function fieldMessage(words: CalculatorWords, field: SavingsField, problem: FieldProblem): string {
  const messages: Partial<Record<FieldProblem, string>> = words.fields[field].errors
  const limit = field === 'wage' ? formatUsd(savingsLimits.wage) : savingsLimits[field]
  return fillWords(messages[problem] ?? messages.notNumber!, { limit })
}

function summary(words: CalculatorWords, outcome: SavingsOutcome): string {
  if (!outcome.ok) {
    return Object.entries(outcome.errors)
      .map(([field, problem]) => fieldMessage(words, field as SavingsField, problem))
      .join(' ')
  }
  const { result } = outcome
  const { plan, monthlyDifference, yearlyDifference, percentSaved } = result
  const spoken = byOutcome(words.result.summary, monthlyDifference, {
    plan: plan.name,
    price: planPriceText(words.result, plan),
    amount: formatUsd(Math.abs(monthlyDifference)),
    yearly: formatUsd(Math.abs(yearlyDifference)),
    percent: percentSaved,
  })
  return result.capped ? `${spoken} ${cappedText(words.result)}` : spoken
}

type SavingsCalculatorProps = { plans: ReadonlyArray<CalculatorPlan>; booking: Booking; copy: Pricing['calculator'] }

// Prerendered with the examples' result, so complete without JavaScript; what was typed before hydration is read on mount.
export function SavingsCalculator({ plans, booking, copy }: SavingsCalculatorProps) {
  const examples = Object.fromEntries(FIELDS.map((field) => [field, String(copy.fields[field].example)])) as SavingsInput
  const [fields, setFields] = useState<SavingsInput>(examples)
  const [touched, setTouched] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const outcome = evaluateSavings(fields, plans)
  const errors = outcome.ok ? {} : outcome.errors
  const spoken = summary(copy, outcome)

  useEffect(() => {
    if (!touched) return
    const timer = window.setTimeout(() => setAnnouncement(spoken), ANNOUNCE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [spoken, touched])

  useEffect(() => {
    for (const field of FIELDS) {
      const input = document.getElementById(`savings-${field}`)
      if (input instanceof HTMLInputElement && (input.value !== examples[field] || input.validity.badInput)) update(field, input)
    }
    // Once, on mount: what the visitor typed before the island woke up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function update(field: SavingsField, input: HTMLInputElement) {
    // A number input reports '' for text it cannot read (e.g. '-' or '1e'); validity.badInput tells it from empty.
    setFields((current) => ({ ...current, [field]: input.validity.badInput ? null : input.value }))
    setTouched(true)
  }

  const inputs = FIELDS.map((field) => {
    const words = copy.fields[field]
    return {
      field,
      label: words.label,
      hint: fillWords(words.hint, { example: words.example }),
      prefix: field === 'wage' ? '$' : undefined,
      suffix: words.unit,
    }
  })

  return (
    <SectionBand labelledBy="savings-heading">
      <SectionHeading id="savings-heading" eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} />
      {/* Below lg the headline figure comes first and sticks under the site header (h-16) while the visitor types in
          the fields below it; from lg the fields and the result sit side by side. */}
      <div className="mt-12 grid gap-y-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:gap-x-8 lg:gap-y-0">
        <div className="sticky top-16 z-10 rounded-3xl bg-brand-950 px-6 py-4 text-white shadow-xl sm:px-8 sm:py-5 lg:static lg:col-span-3 lg:col-start-3 lg:row-start-1 lg:rounded-b-none lg:px-8 lg:pt-8 lg:pb-0 lg:shadow-none">
          <h3 className="text-sm font-bold tracking-wide text-brand-100 uppercase lg:text-lg lg:tracking-normal lg:text-white lg:normal-case">
            {copy.resultHeading}
          </h3>
          {outcome.ok ? (
            <p
              className={cn(
                'mt-1 text-xl font-extrabold tracking-tight text-balance sm:text-2xl lg:mt-4 lg:text-3xl',
                outcome.result.monthlyDifference > 0 ? 'text-accent-300' : 'text-white',
              )}
            >
              {headline(copy.result, outcome.result)}
            </p>
          ) : (
            <p className="mt-1 text-base leading-7 text-brand-100 lg:mt-6 lg:text-lg lg:leading-8">
              {Object.keys(outcome.errors).length > 1 ? copy.result.invalidMany : copy.result.invalidOne}
            </p>
          )}
        </div>
        <div
          data-goal={GOALS.calculator}
          data-goal-on="input"
          className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h3 className="text-lg font-bold text-brand-950">{copy.inputsHeading}</h3>
          <div className="mt-6 space-y-6">
            {inputs.map(({ field, label, hint, prefix, suffix }) => {
              const id = `savings-${field}`
              const problem = errors[field]
              const error = problem ? fieldMessage(copy, field, problem) : undefined
              return (
                <div key={field}>
                  <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
                    {label}
                  </label>
                  <p id={`${id}-hint`} className="mt-1 text-sm leading-6 text-muted">
                    {hint}
                  </p>
                  <div
                    className={cn(
                      'mt-2 flex items-center rounded-xl border bg-white shadow-xs focus-within:outline-2 focus-within:outline-offset-2',
                      error ? 'border-danger-600 focus-within:outline-danger-600' : 'border-line focus-within:outline-brand-600',
                    )}
                  >
                    {prefix ? (
                      <span aria-hidden="true" className="pl-4 text-base font-semibold text-muted">
                        {prefix}
                      </span>
                    ) : null}
                    <input
                      id={id}
                      name={field}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={savingsLimits[field]}
                      step="any"
                      value={fields[field] ?? ''}
                      onChange={(event) => update(field, event.currentTarget)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
                      className={cn(
                        'w-full min-w-0 flex-1 scroll-mt-32 rounded-xl bg-transparent py-3 text-lg font-semibold text-ink tabular-nums focus:outline-none lg:scroll-mt-0',
                        prefix ? 'pl-1.5' : 'pl-4',
                      )}
                    />
                    <span aria-hidden="true" className="pr-4 pl-2 text-sm font-medium whitespace-nowrap text-muted">
                      {suffix}
                    </span>
                  </div>
                  {error ? (
                    <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger-700">
                      {error}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </div>
          <p className="mt-6 border-t border-line pt-5 text-sm leading-6 text-muted">{copy.note}</p>
        </div>
        <div className="rounded-3xl bg-brand-950 p-6 text-white shadow-xl sm:p-8 lg:col-span-3 lg:col-start-3 lg:row-start-2 lg:rounded-t-none lg:pt-6">
          {outcome.ok ? <ResultFigures result={outcome.result} words={copy.result} /> : null}
          <noscript>
            <p className="mt-4 text-sm leading-6 text-brand-100">{copy.withoutScripts}</p>
          </noscript>
          <ConsultationButton booking={booking} place="calculator" variant="accent" className="mt-6 w-full sm:w-auto" />
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </SectionBand>
  )
}

function ResultFigures({ result, words }: { result: SavingsResult; words: ResultWords }) {
  const rows = [
    { term: words.rows.localMonthly, value: formatUsd(result.localMonthly) },
    { term: fillWords(words.rows.planMonthly, { plan: result.plan.name }), value: planPriceText(words, result.plan) },
    { term: words.rows.monthlyDifference, value: differenceText(words, result.monthlyDifference) },
    { term: words.rows.yearlyDifference, value: differenceText(words, result.yearlyDifference) },
    { term: words.rows.percentSaved, value: percentText(words, result) },
  ]
  const estimate = result.plan.priceFrom
    ? `${words.estimate} ${fillWords(words.startsAt, { plan: result.plan.name })}`
    : words.estimate
  return (
    <>
      <dl className="divide-y divide-white/15 border-y border-white/15">
        {rows.map((row) => (
          <div key={row.term} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-sm text-brand-100 sm:text-base">{row.term}</dt>
            <dd className="text-base font-semibold tabular-nums sm:text-lg">{row.value}</dd>
          </div>
        ))}
      </dl>
      {result.capped ? <p className="mt-4 text-sm leading-6 text-white">{cappedText(words)}</p> : null}
      {result.beyondLargestPlan ? (
        <p className="mt-4 text-sm leading-6 text-brand-100">
          {fillWords(words.beyondLargestPlan, { hours: result.plan.hours, plan: result.plan.name })}
        </p>
      ) : null}
      <p className="mt-5 text-sm leading-6 text-brand-100">{estimate}</p>
    </>
  )
}
