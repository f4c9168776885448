import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { SectionBand } from '#src/components/sections/section-band.tsx'
import { SectionHeading } from '#src/components/sections/section-heading.tsx'
import { Icon } from '#src/components/ui/icon.tsx'
import type { Offering } from '#src/collections/entries.ts'
import type { IndustriesPage as IndustriesRecord } from '#src/collections/schemas/offerings.ts'
import type { Booking } from '#src/lib/booking.ts'

type IndustriesPageProps = { page: IndustriesRecord; industries: ReadonlyArray<Offering>; booking: Booking }

// The link sits on a card's title, so its accessible name is the title; its ::after makes the whole card clickable.
export function IndustriesPage({ page, industries, booking }: IndustriesPageProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={<p>{page.subtitle}</p>} />
      <SectionBand labelledBy="industry-cards-heading" tone="surface">
        <SectionHeading id="industry-cards-heading" title={page.cardsHeading} intro={page.cardsIntro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {industries.map((industry) => (
            <li
              key={industry.slug}
              className="group relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition focus-within:border-brand-300 focus-within:shadow-lg hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-7"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-sm">
                <Icon name={industry.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-brand-950">
                <a
                  href={industry.path}
                  className="rounded-sm group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                >
                  {industry.name}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-base leading-7 text-muted">{industry.cardTagline}</p>
              <span
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:gap-2.5 motion-reduce:transition-none"
              >
                {page.cardLinkLabel} {industry.name}
                <Icon name="ArrowRight" className="size-4" />
              </span>
            </li>
          ))}
        </ul>
      </SectionBand>
      <CtaBand {...page.ctaBand} booking={booking} />
    </>
  )
}
