import { useEffect, useState } from 'react'
import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import type { Pricing } from '#src/content/schemas.ts'
import type { Booking } from '#src/lib/booking.ts'
import { cn } from '#src/lib/cn.ts'
import { formatUsd } from '#src/lib/format.ts'
import {
  evaluateSavings,
  savingsLimits,
  type CalculatorPlan,
  type SavingsField,
  type SavingsInput,
  type SavingsOutcome,
  type SavingsResult,
} from '#src/lib/savings.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

/** Example figures, labelled as examples in the hints: not market rates. */
const examples = { wage: '25', overhead: '0', hours: '60' } as const

/** How long the figures must stay still before the summary is announced, so typing '25' is not read twice. */
const ANNOUNCE_DELAY_MS = 700

function differenceText(amount: number): string {
  if (amount > 0) return `You save ${formatUsd(amount)}`
  if (amount < 0) return `Costs ${formatUsd(-amount)} more`
  return 'No difference'
}

function percentText(result: SavingsResult): string {
  if (result.percentSaved > 0) return `${result.percentSaved}% saved`
  if (result.percentSaved < 0) return `Costs ${-result.percentSaved}% more`
  return 'About the same cost'
}

function planPriceText(plan: CalculatorPlan): string {
  return `${plan.priceFrom ? 'from ' : ''}${formatUsd(plan.price)}`
}

function headline({ plan, monthlyDifference }: SavingsResult): string {
  if (monthlyDifference > 0) return `Save ${formatUsd(monthlyDifference)} a month with the ${plan.name} plan`
  if (monthlyDifference < 0) return `The ${plan.name} plan costs ${formatUsd(-monthlyDifference)} more a month`
  return `The ${plan.name} plan costs the same as your local hire`
}

function summary(outcome: SavingsOutcome): string {
  if (!outcome.ok) return Object.values(outcome.errors).join(' ')
  const { plan, monthlyDifference, yearlyDifference, percentSaved } = outcome.result
  const start = `${plan.name} plan, ${planPriceText(plan)} a month:`
  if (monthlyDifference > 0) {
    return `${start} you save ${formatUsd(monthlyDifference)} a month, ${formatUsd(yearlyDifference)} a year, ${percentSaved}%.`
  }
  if (monthlyDifference < 0) return `${start} costs ${formatUsd(-monthlyDifference)} a month more than your local hire.`
  return `${start} the same as your local hire.`
}

type SavingsCalculatorProps = { plans: ReadonlyArray<CalculatorPlan>; booking: Booking; copy: Pricing['calculator'] }

// Prerendered with the examples' result, so complete without JavaScript; what was typed before hydration is read on mount.
export function SavingsCalculator({ plans, booking, copy }: SavingsCalculatorProps) {
  const [fields, setFields] = useState<SavingsInput>(examples)
  const [touched, setTouched] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const outcome = evaluateSavings(fields, plans)
  const errors = outcome.ok ? {} : outcome.errors
  const spoken = summary(outcome)

  useEffect(() => {
    if (!touched) return
    const timer = window.setTimeout(() => setAnnouncement(spoken), ANNOUNCE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [spoken, touched])

  useEffect(() => {
    for (const field of Object.keys(examples) as Array<SavingsField>) {
      const input = document.getElementById(`savings-${field}`)
      if (input instanceof HTMLInputElement && (input.value !== examples[field] || input.validity.badInput)) update(field, input)
    }
  }, [])

  function update(field: SavingsField, input: HTMLInputElement) {
    // A number input reports '' for text it cannot read (e.g. '-' or '1e'); validity.badInput tells it from empty.
    setFields((current) => ({ ...current, [field]: input.validity.badInput ? null : input.value }))
    setTouched(true)
  }

  const [starter, growth, scale] = [...plans].sort((a, b) => a.monthlyHours - b.monthlyHours)
  const hoursHint =
    starter && growth && scale
      ? `Example: ${examples.hours} hours. ${starter.name} covers ${starter.monthlyHours}, ${growth.name} ${growth.monthlyHours}, ${scale.name} ${scale.monthlyHours}; more is full time.`
      : `Example: ${examples.hours} hours.`
  const inputs: Array<{ field: SavingsField; label: string; hint: string; prefix?: string; suffix: string }> = [
    {
      field: 'wage',
      label: 'Hourly wage of a local hire',
      hint: 'In US dollars. Example: $25/hour.',
      prefix: '$',
      suffix: '/hour',
    },
    {
      field: 'overhead',
      label: 'Overhead (optional)',
      hint: 'Taxes, benefits and equipment as a percentage of the wage. Example: 0%.',
      suffix: '%',
    },
    { field: 'hours', label: 'Hours of help needed each month', hint: hoursHint, suffix: 'hours' },
  ]

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
              {headline(outcome.result)}
            </p>
          ) : (
            <p className="mt-1 text-base leading-7 text-brand-100 lg:mt-6 lg:text-lg lg:leading-8">
              Correct the highlighted {Object.keys(outcome.errors).length > 1 ? 'fields' : 'field'} to see your comparison.
            </p>
          )}
        </div>
        <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h3 className="text-lg font-bold text-brand-950">{copy.inputsHeading}</h3>
          <div className="mt-6 space-y-6">
            {inputs.map(({ field, label, hint, prefix, suffix }) => {
              const id = `savings-${field}`
              const error = errors[field]
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
          {outcome.ok ? <ResultFigures result={outcome.result} /> : null}
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

function ResultFigures({ result }: { result: SavingsResult }) {
  const rows = [
    { term: 'Local hire per month', value: formatUsd(result.localMonthly) },
    { term: `${result.plan.name} plan per month`, value: planPriceText(result.plan) },
    { term: 'Difference per month', value: differenceText(result.monthlyDifference) },
    { term: 'Difference per year', value: differenceText(result.yearlyDifference) },
    { term: 'Percentage saved', value: percentText(result) },
  ]
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
      {result.beyondLargestPlan ? (
        <p className="mt-4 text-sm leading-6 text-brand-100">
          That is more than one full-time assistant works ({result.plan.hours}), so this compares the starting price of a single{' '}
          {result.plan.name}.
        </p>
      ) : null}
      <p className="mt-5 text-sm leading-6 text-brand-100">
        An estimate from your figures and our reference prices
        {result.plan.priceFrom ? ` (the ${result.plan.name} starts at this price)` : ''}.
      </p>
    </>
  )
}
