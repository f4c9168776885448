import type { Home, StatItem } from '#src/collections/schemas/pages.ts'
import { cn } from '#src/lib/cn.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

const colours = {
  brand: { number: 'text-brand-700', bar: 'from-brand-600 to-brand-300' },
  accent: { number: 'text-accent-700', bar: 'from-accent-600 to-accent-300' },
  success: { number: 'text-success-600', bar: 'from-success-600 to-accent-500' },
} as const satisfies Record<StatItem['colour'], { number: string; bar: string }>

export function StatsSection({ heading, stats }: { heading: Home['sections']['stats']; stats: Home['stats'] }) {
  return (
    <SectionBand labelledBy="stats-heading">
      <SectionHeading {...heading} id="stats-heading" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-3 lg:gap-8">
        {stats.map((stat) => (
          <li
            key={stat.number}
            className="relative overflow-hidden rounded-2xl border border-line bg-white px-6 pt-9 pb-8 text-center shadow-sm"
          >
            <span
              aria-hidden="true"
              className={cn('absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r', colours[stat.colour].bar)}
            />
            <p className={cn('text-5xl font-extrabold tracking-tight lg:text-6xl', colours[stat.colour].number)}>{stat.number}</p>
            <p className="mx-auto mt-3 max-w-64 text-base leading-7 text-muted">{stat.description}</p>
          </li>
        ))}
      </ul>
    </SectionBand>
  )
}
