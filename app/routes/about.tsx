import { AboutIntro } from '#app/components/sections/about-intro.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { FeaturesGrid } from '#app/components/sections/features-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { VisionMission } from '#app/components/sections/vision-mission.tsx'
import { about, coreValues, coreValuesSection } from '#app/content/about.ts'
import { ctaBand } from '#app/content/home.ts'
import { fixedPageMeta } from '#app/content/page-heads.ts'
import { iconNode, withIconNodes } from '#app/lib/icons.server.ts'
import { site } from '#app/site.ts'
import type { Route } from './+types/about.ts'

export function loader() {
  const [welcome = '', ...story] = about.intro
  return {
    about: { ...about, welcome, story },
    affiliateIcon: iconNode('Building2'),
    vision: { ...about.vision, icon: iconNode('Eye') },
    mission: { ...about.mission, icon: iconNode('Flag') },
    coreValuesSection,
    coreValues: withIconNodes(coreValues),
    ctaBand,
  }
}

export function meta() {
  return fixedPageMeta('/about')
}

export default function AboutRoute({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={data.about.eyebrow} title={data.about.title} intro={<p>{data.about.welcome}</p>} />
      <AboutIntro
        heading={data.about.introHeading}
        paragraphs={data.about.story}
        affiliateText={data.about.affiliateText}
        affiliateLinkLabel={data.about.affiliateLinkLabel}
        affiliateUrl={site.affiliate.url}
        icon={data.affiliateIcon}
      />
      <VisionMission vision={data.vision} mission={data.mission} />
      <FeaturesGrid id="core-values" heading={data.coreValuesSection} items={data.coreValues} columns={4} />
      <CtaBand title={data.ctaBand.title} text={data.ctaBand.text} buttonText={data.ctaBand.buttonText} />
    </>
  )
}
