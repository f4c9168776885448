import { AboutIntro } from '#src/components/sections/about-intro.tsx'
import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { FeaturesGrid } from '#src/components/sections/features-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { VisionMission } from '#src/components/sections/vision-mission.tsx'
import type { About } from '#src/collections/schemas/pages.ts'
import type { Booking } from '#src/lib/booking.ts'

type AboutPageProps = { about: About; affiliateUrl: string; booking: Booking }

export function AboutPage({ about, affiliateUrl, booking }: AboutPageProps) {
  const [welcome = '', ...story] = about.intro
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.title} intro={<p>{welcome}</p>} />
      <AboutIntro about={about} paragraphs={story} affiliateUrl={affiliateUrl} newTab={booking.newTab} />
      <VisionMission vision={about.vision} mission={about.mission} />
      <FeaturesGrid id="core-values" heading={about.coreValuesSection} items={about.coreValues} columns={4} />
      <CtaBand {...about.ctaBand} booking={booking} />
    </>
  )
}
