import { Icon } from '#src/components/ui/icon.tsx'
import { SectionBand } from './section-band.tsx'
import { SectionHeading, type SectionHeadingText } from './section-heading.tsx'

type Step = { title: string; description: string; icon?: string }

type ProcessStepsProps = {
  id: string
  heading: SectionHeadingText
  steps: ReadonlyArray<Step>
  /** stages: what the team does, as icon cards on the dark band; timeline: what the visitor does, numbered. */
  variant: 'stages' | 'timeline'
}

// Home shows two three-step sections back to back (specification §2), so each has a shape of its own. The ordered
// list conveys the order to screen readers, so the timeline's visible numbers are decorative.
export function ProcessSteps({ id, heading, steps, variant }: ProcessStepsProps) {
  const headingId = `${id}-heading`
  if (variant === 'timeline')
    return (
      <SectionBand labelledBy={headingId} tone="surface">
        <div className="grid gap-10 lg:grid-cols-5 lg:gap-16">
          <SectionHeading {...heading} id={headingId} align="split" className="lg:col-span-2" />
          <ol className="mx-auto w-full max-w-2xl lg:col-span-3">
            {steps.map((step, index) => (
              <li key={step.title} className="group relative flex gap-5 pb-8 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute top-12 bottom-0 left-6 w-0.5 -translate-x-1/2 bg-brand-200 group-last:hidden"
                />
                <span
                  aria-hidden="true"
                  className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-4 ring-surface"
                >
                  {index + 1}
                </span>
                <div className="pt-2.5">
                  <h3 className="text-lg font-semibold text-brand-950 sm:text-xl">{step.title}</h3>
                  <p className="mt-2 text-base leading-7 text-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </SectionBand>
    )
  return (
    <SectionBand labelledBy={headingId} tone="dark">
      <div
        aria-hidden="true"
        className="absolute top-0 left-1/2 -z-10 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-brand-600 opacity-25 blur-3xl"
      />
      <SectionHeading {...heading} id={headingId} inverse />
      <ol className="mx-auto mt-10 grid max-w-3xl gap-4 sm:mt-14 lg:max-w-none lg:grid-cols-3 lg:gap-8">
        {steps.map((step) => (
          <li key={step.title} className="flex gap-5 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6 lg:flex-col lg:p-8">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-lg lg:size-14">
              <Icon name={step.icon} className="size-6 lg:size-7" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-white sm:text-xl">{step.title}</h3>
              <p className="mt-2 text-base leading-7 text-brand-100">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionBand>
  )
}
