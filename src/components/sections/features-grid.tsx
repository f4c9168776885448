import { Icon } from '#src/components/ui/icon.tsx'
import { cn } from '#src/lib/cn.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading, type SectionHeadingText } from './section-heading.tsx'

type FeaturesGridProps = {
  id: string
  heading: SectionHeadingText
  items: ReadonlyArray<{ icon?: string; title: string; description: string }>
  columns?: 3 | 4
  tone?: 'white' | 'surface'
}

export function FeaturesGrid({ id, heading, items, columns = 3, tone = 'white' }: FeaturesGridProps) {
  const headingId = `${id}-heading`
  return (
    <SectionBand labelledBy={headingId} tone={tone}>
      <SectionHeading {...heading} id={headingId} />
      <ul className={cn('mt-12 grid gap-6 sm:grid-cols-2 lg:gap-8', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-7">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-sm">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-brand-950">{item.title}</h3>
            <p className="mt-2 text-base leading-7 text-muted">{item.description}</p>
          </li>
        ))}
      </ul>
    </SectionBand>
  )
}
