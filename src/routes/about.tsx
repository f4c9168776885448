import { AboutIntro } from '#src/components/sections/about-intro.tsx'
import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { FeaturesGrid } from '#src/components/sections/features-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { VisionMission } from '#src/components/sections/vision-mission.tsx'
import { about, coreValues, coreValuesSection } from '#src/content/about.ts'
import { ctaBand } from '#src/content/home.ts'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { iconNode, withIconNodes } from '#src/lib/icons.server.ts'
import { site } from '#src/site.ts'

export type LoaderData = ReturnType<typeof loader>

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

export function head() {
  return fixedPageHead('/about')
}

export default function AboutRoute({ data }: { data: LoaderData }) {
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
      <CtaBand title={data.ctaBand.title} text={data.ctaBand.text} path="/about" />
    </>
  )
}
