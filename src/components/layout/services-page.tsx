import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { SectionBand } from '#src/components/sections/section-band.tsx'
import { SectionHeading } from '#src/components/sections/section-heading.tsx'
import { Icon } from '#src/components/ui/icon.tsx'
import type { Offering } from '#src/collections/entries.ts'
import type { ServicesPage as ServicesRecord } from '#src/collections/schemas/offerings.ts'
import type { Booking } from '#src/lib/booking.ts'
import { serviceCardIcon } from '#src/lib/offerings.ts'

type ServicesPageProps = { page: ServicesRecord; offerings: ReadonlyArray<Offering>; booking: Booking }

// Specification §2: the cards are not links, so nothing (cursor, hover) may suggest one.
export function ServicesPage({ page, offerings, booking }: ServicesPageProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={<p>{page.subtitle}</p>} />
      <SectionBand labelledBy="service-cards-heading" tone="surface">
        <SectionHeading id="service-cards-heading" title={page.cardsHeading} intro={page.cardsIntro} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:gap-6">
          {page.cards.map((card) => (
            <li key={card.title} className="flex gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-7">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon name={serviceCardIcon(card, offerings)} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-950">{card.title}</h3>
                <p className="mt-2 text-base leading-7 text-muted">{card.tagline}</p>
              </div>
            </li>
          ))}
        </ul>
      </SectionBand>
      <CtaBand {...page.ctaBand} booking={booking} />
    </>
  )
}
