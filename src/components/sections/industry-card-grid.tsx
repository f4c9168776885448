import { pathFor } from '#src/lib/path-for.ts'
import { Icon } from '#src/components/ui/icon.tsx'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

export type IndustryCardItem = { slug: string; icon?: string; title: string; tagline: string }

type IndustryCardGridProps = {
  heading: { title: string; intro: string }
  cards: ReadonlyArray<IndustryCardItem>
  linkLabel: string
}

// The link sits on the title, so its accessible name is the title; its ::after makes the whole card clickable.
export function IndustryCardGrid({ heading, cards, linkLabel }: IndustryCardGridProps) {
  return (
    <SectionBand labelledBy="industry-cards-heading" tone="surface">
      <SectionHeading id="industry-cards-heading" title={heading.title} intro={heading.intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {cards.map((card) => (
          <li
            key={card.slug}
            className="group relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition focus-within:border-brand-300 focus-within:shadow-lg hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-7"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-sm">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-brand-950">
              <a
                href={pathFor.industry(card.slug)}
                className="rounded-sm group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
              >
                {card.title}
              </a>
            </h3>
            <p className="mt-2 flex-1 text-base leading-7 text-muted">{card.tagline}</p>
            <span
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:gap-2.5 motion-reduce:transition-none"
            >
              {linkLabel} {card.title}
              <Icon name="ArrowRight" className="size-4" />
            </span>
          </li>
        ))}
      </ul>
    </SectionBand>
  )
}
