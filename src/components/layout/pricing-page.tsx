import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { FeaturesGrid } from '#src/components/sections/features-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { PricingPlans } from '#src/components/sections/pricing-plans.tsx'
import type { Pricing } from '#src/collections/schemas/pricing.ts'
import type { Booking } from '#src/lib/booking.ts'

type PricingPageProps = { pricing: Pricing; booking: Booking; calculator?: React.ReactNode }

export function PricingPage({ pricing, booking, calculator }: PricingPageProps) {
  return (
    <>
      <PageHero eyebrow={pricing.intro.eyebrow} title={pricing.intro.title} intro={<p>{pricing.intro.subtitle}</p>} />
      <PricingPlans
        booking={booking}
        heading={pricing.intro.plansHeading}
        note={pricing.intro.note}
        plans={pricing.plans}
        everyPlan={pricing.everyPlan}
      />
      {calculator}
      <FeaturesGrid
        id="why-choose"
        heading={{ title: pricing.whyChoose.heading }}
        items={pricing.whyChoose.points}
        columns={4}
        tone="surface"
      />
      <CtaBand {...pricing.cta} booking={booking} />
    </>
  )
}
