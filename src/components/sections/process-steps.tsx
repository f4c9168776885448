import { Icon } from '#src/components/ui/icon.tsx'
import { cn } from '#src/lib/cn.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading, type SectionHeadingText } from './section-heading.tsx'

type ProcessStepsProps = {
  id: string
  heading: SectionHeadingText
  steps: ReadonlyArray<{ title: string; description: string; icon?: string }>
  tone: 'dark' | 'surface'
}

// The ordered list conveys the numbering to screen readers, so the visible step number is decorative.
export function ProcessSteps({ id, heading, steps, tone }: ProcessStepsProps) {
  const dark = tone === 'dark'
  const headingId = `${id}-heading`
  return (
    <SectionBand labelledBy={headingId} tone={tone}>
      {dark ? (
        <div
          aria-hidden="true"
          className="absolute top-0 left-1/2 -z-10 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-brand-600 opacity-25 blur-3xl"
        />
      ) : null}
      <SectionHeading {...heading} id={headingId} inverse={dark} />
      <ol className="mx-auto mt-14 grid max-w-3xl gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-8">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={cn(
              'relative flex flex-col items-center gap-6 rounded-2xl p-6 text-center sm:flex-row sm:items-start sm:p-8 sm:text-left lg:flex-col lg:items-center lg:text-center',
              dark ? 'bg-white/5 ring-1 ring-white/10' : 'border border-line bg-white shadow-sm',
            )}
          >
            <span className="relative inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-lg">
              <Icon name={step.icon} className="size-7" />
              <span
                aria-hidden="true"
                className={cn(
                  'absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full text-sm font-bold ring-2',
                  dark ? 'bg-white text-brand-800 ring-brand-950' : 'bg-brand-950 text-white ring-white',
                )}
              >
                {index + 1}
              </span>
            </span>
            <div>
              <h3 className={cn('text-xl font-semibold', dark ? 'text-white' : 'text-brand-950')}>{step.title}</h3>
              <p className={cn('mt-3 text-base leading-7', dark ? 'text-brand-100' : 'text-muted')}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionBand>
  )
}
