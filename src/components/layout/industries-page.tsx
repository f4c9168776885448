import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { IndustryCardGrid } from '#src/components/sections/industry-card-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { Offering } from '#src/content/entries.ts'
import type { Home, IndustriesPage as IndustriesRecord } from '#src/content/schemas.ts'
import type { Booking } from '#src/lib/booking.ts'

type IndustriesPageProps = {
  page: IndustriesRecord
  industries: ReadonlyArray<Offering>
  ctaBand: Home['ctaBand']
  booking: Booking
}

export function IndustriesPage({ page, industries, ctaBand, booking }: IndustriesPageProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={<p>{page.subtitle}</p>} />
      <IndustryCardGrid page={page} industries={industries} />
      <CtaBand {...ctaBand} booking={booking} />
    </>
  )
}
