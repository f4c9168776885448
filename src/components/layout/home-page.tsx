import { ComparisonTable } from '#src/components/sections/comparison-table.tsx'
import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { FaqSection } from '#src/components/sections/faq-section.tsx'
import { FeaturesGrid } from '#src/components/sections/features-grid.tsx'
import { HeroSection } from '#src/components/sections/hero-section.tsx'
import { ProcessSteps } from '#src/components/sections/process-steps.tsx'
import { StatsSection } from '#src/components/sections/stats-section.tsx'
import type { FaqItem, Home } from '#src/collections/schemas/pages.ts'
import type { Booking } from '#src/lib/booking.ts'

export function HomePage({ home, faq, booking }: { home: Home; faq: ReadonlyArray<FaqItem>; booking: Booking }) {
  return (
    <>
      <HeroSection {...home.hero} booking={booking} />
      <StatsSection heading={home.sections.stats} stats={home.stats} />
      <FeaturesGrid id="differentiators" heading={home.sections.differentiators} items={home.differentiators} tone="surface" />
      <ComparisonTable {...home.comparison} />
      <ProcessSteps id="process" heading={home.sections.process} steps={home.process} variant="stages" />
      <ProcessSteps
        id="connect"
        heading={{ title: home.connect.heading, intro: home.connect.intro }}
        steps={home.connect.steps}
        variant="timeline"
      />
      <CtaBand {...home.ctaBand} booking={booking} />
      <FaqSection heading={home.sections.faq} items={faq} />
    </>
  )
}
