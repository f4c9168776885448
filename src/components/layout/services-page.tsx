import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { ServiceCardGrid } from '#src/components/sections/service-card-grid.tsx'
import type { Offering } from '#src/content/entries.ts'
import type { Home, ServicesPage as ServicesRecord } from '#src/content/schemas.ts'
import type { Booking } from '#src/lib/booking.ts'

type ServicesPageProps = { page: ServicesRecord; offerings: ReadonlyArray<Offering>; ctaBand: Home['ctaBand']; booking: Booking }

export function ServicesPage({ page, offerings, ctaBand, booking }: ServicesPageProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={<p>{page.subtitle}</p>} />
      <ServiceCardGrid page={page} offerings={offerings} />
      <CtaBand {...ctaBand} booking={booking} />
    </>
  )
}
