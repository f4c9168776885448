import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import type { Booking } from '#src/lib/booking.ts'
import { ConsultationButton } from './consultation-button.tsx'

export function PlaceholderPage({ title, booking }: { title: string; booking: Booking }) {
  return (
    <PageHero eyebrow="Service" title={title} intro="Content coming soon.">
      <ConsultationButton booking={booking} place="hero" />
      <a href="/services" className={buttonVariants({ variant: 'outline' })}>
        Back to Services
      </a>
    </PageHero>
  )
}
