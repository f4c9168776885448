import type { Booking } from '#src/lib/booking.ts'
import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import { Icon } from '#src/components/ui/icon.tsx'
import type { Pricing, PricingPlan } from '#src/collections/schemas/pricing.ts'
import { formatUsd } from '#src/lib/format.ts'
import { cn } from '#src/lib/cn.ts'
import { SectionBand } from './section-band.tsx'

type PricingPlansProps = {
  booking: Booking
  heading: string
  note: string
  plans: ReadonlyArray<PricingPlan>
  everyPlan: Pricing['everyPlan']
}

// Facts only the owner states (DESIGN.md §4): the box is left out until one is written.
function hasPlanTerms({ items, unusedHours, planChanges }: Pricing['everyPlan']): boolean {
  return Boolean(items?.length || unusedHours || planChanges)
}

// Each card lists only what its plan adds; what every plan has is said once, below the cards.
export function PricingPlans({ booking, heading, note, plans, everyPlan }: PricingPlansProps) {
  return (
    <SectionBand labelledBy="plans-heading" tone="surface">
      <h2 id="plans-heading" className="sr-only">
        {heading}
      </h2>
      <p className="mx-auto flex max-w-3xl gap-3 rounded-2xl border border-brand-100 bg-white px-5 py-4 text-sm leading-6 text-muted shadow-sm sm:text-base sm:leading-7">
        <Icon name="Info" className="mt-0.5 size-5 text-brand-600 sm:mt-1" />
        <span>{note}</span>
      </p>
      {/* Each card spans seven rows of the list's grid (subgrid), so its parts line up across the cards of a row. */}
      <ul className="mt-14 grid gap-x-6 gap-y-8 md:grid-cols-2 xl:grid-cols-4 xl:gap-x-5">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'relative flex flex-col rounded-3xl bg-white p-6 shadow-sm sm:p-7 md:row-span-7 md:grid md:grid-rows-subgrid md:gap-y-0 xl:p-6',
              plan.featured ? 'border-2 border-brand-600 shadow-xl ring-4 ring-brand-100' : 'border border-line',
            )}
          >
            {plan.badge ? (
              <p
                className={cn(
                  'absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap uppercase',
                  plan.featured
                    ? 'bg-gradient-to-r from-brand-600 to-brand-800 text-white shadow-md'
                    : 'bg-white text-brand-800 ring-1 ring-line',
                )}
              >
                {plan.badge}
              </p>
            ) : null}
            <h3 id={`plan-${plan.id}`} className="text-xl font-bold text-brand-950">
              {plan.name}
            </h3>
            <p className="mt-1 text-sm leading-6 text-muted">{plan.subtitle}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-1 text-brand-950">
              {plan.priceFrom ? <span className="text-sm font-medium text-muted">from</span> : null}
              <span className="text-4xl font-extrabold tracking-tight sm:text-5xl xl:text-4xl">{formatUsd(plan.price)}</span>
              <span className="text-base font-medium text-muted">{plan.period}</span>
            </p>
            <p className="mt-4 inline-flex items-center gap-2 self-start justify-self-start rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
              <Icon name="Clock" className="size-4" />
              {plan.hours}
            </p>
            <p className="mt-5 text-base leading-7 text-muted">{plan.description}</p>
            <ul className="mt-5 flex-1 space-y-3 self-start border-t border-line pt-5 text-sm leading-6 text-ink">
              {plan.tasks.map((task) => (
                <li key={task} className="flex gap-3">
                  <Icon name="Check" className="mt-0.5 size-5 text-success-600" />
                  <span>{task}</span>
                </li>
              ))}
            </ul>
            <ConsultationButton
              booking={booking}
              place={`plan-${plan.id}`}
              aria-describedby={`plan-${plan.id}`}
              variant={plan.buttonVariant}
              className="mt-8 w-full self-end"
            >
              {plan.buttonText}
            </ConsultationButton>
          </li>
        ))}
      </ul>
      {hasPlanTerms(everyPlan) ? (
        <div className="mt-10 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-lg font-bold text-brand-950">{everyPlan.heading}</h3>
          {everyPlan.items?.length ? (
            <ul className="mt-4 grid gap-x-6 gap-y-3 text-sm leading-6 text-ink sm:grid-cols-2 lg:grid-cols-3">
              {everyPlan.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="Check" className="mt-0.5 size-5 text-success-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {[everyPlan.unusedHours, everyPlan.planChanges].filter(Boolean).map((text) => (
            <p key={text} className="mt-4 text-sm leading-6 text-muted">
              {text}
            </p>
          ))}
        </div>
      ) : null}
    </SectionBand>
  )
}
