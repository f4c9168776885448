import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import type { OfferingPageWords } from '#src/collections/schemas/offerings.ts'
import type { Booking } from '#src/lib/booking.ts'
import { ConsultationButton } from './consultation-button.tsx'

/** Specification §2: the placeholder pages show 'content coming soon'. */
const COMING_SOON = 'Content coming soon.'

type PlaceholderPageProps = { title: string; words: OfferingPageWords; booking: Booking }

export function PlaceholderPage({ title, words, booking }: PlaceholderPageProps) {
  return (
    <PageHero eyebrow={words.eyebrows.service} title={title} intro={COMING_SOON}>
      <ConsultationButton booking={booking} place="hero" />
      <a href="/services" className={buttonVariants({ variant: 'outline' })}>
        {words.placeholder.backLink}
      </a>
    </PageHero>
  )
}
