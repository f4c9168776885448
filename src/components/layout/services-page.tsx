import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { ServiceCardGrid } from '#src/components/sections/service-card-grid.tsx'
import type { Offering } from '#src/content/entries.ts'
import type { Home, ServicesPage as ServicesRecord } from '#src/content/schemas.ts'
import type { Booking } from '#src/lib/booking.ts'
import { serviceCardIcon } from '#src/lib/offerings.ts'

type ServicesPageProps = { page: ServicesRecord; offerings: ReadonlyArray<Offering>; ctaBand: Home['ctaBand']; booking: Booking }

// A card naming a service or industry shows that page's icon, so a service has one icon everywhere.
export function ServicesPage({ page, offerings, ctaBand, booking }: ServicesPageProps) {
  const cards = page.cards.map((card) => ({
    title: card.title,
    tagline: card.tagline,
    icon: serviceCardIcon(card, offerings),
  }))
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={<p>{page.subtitle}</p>} />
      <ServiceCardGrid heading={{ title: page.cardsHeading, intro: page.cardsIntro }} cards={cards} />
      <CtaBand {...ctaBand} booking={booking} />
    </>
  )
}
