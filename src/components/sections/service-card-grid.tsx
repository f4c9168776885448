import { Icon } from '#src/components/ui/icon.tsx'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

export type ServiceCardItem = { icon?: string; title: string; tagline: string }

type ServiceCardGridProps = {
  heading: { title: string; intro: string }
  cards: ReadonlyArray<ServiceCardItem>
}

// Specification §2: these cards are not links, so nothing (cursor, hover) may suggest one.
export function ServiceCardGrid({ heading, cards }: ServiceCardGridProps) {
  return (
    <SectionBand labelledBy="service-cards-heading" tone="surface">
      <SectionHeading id="service-cards-heading" title={heading.title} intro={heading.intro} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:gap-6">
        {cards.map((card) => (
          <li key={card.title} className="flex gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-7">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={card.icon} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-brand-950">{card.title}</h3>
              <p className="mt-2 text-base leading-7 text-muted">{card.tagline}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionBand>
  )
}
