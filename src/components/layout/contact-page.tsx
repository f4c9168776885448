import { ContactOptions } from '#src/components/sections/contact-options.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { Contact, Site } from '#src/content/schemas.ts'
import type { Booking } from '#src/lib/booking.ts'

export function ContactPage({ contact, site, booking }: { contact: Contact; site: Site; booking: Booking }) {
  return (
    <>
      <PageHero eyebrow={contact.eyebrow} title={contact.title} intro={<p>{contact.intro}</p>} />
      <ContactOptions content={contact} site={site} booking={booking} />
    </>
  )
}
