import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { ComparisonTable } from '#src/components/sections/comparison-table.tsx'
import { FaqSection } from '#src/components/sections/faq-section.tsx'
import { FeaturesGrid } from '#src/components/sections/features-grid.tsx'
import { HeroSection } from '#src/components/sections/hero-section.tsx'
import { ProcessSteps } from '#src/components/sections/process-steps.tsx'
import { StatsSection } from '#src/components/sections/stats-section.tsx'
import {
  comparison,
  connectHeading,
  connectIntro,
  connectSteps,
  ctaBand,
  differentiators,
  faqItems,
  hero,
  homeSections,
  recruitTrainAssign,
  stats,
} from '#src/content/home.ts'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { iconNode, withIconNodes } from '#src/lib/icons.server.ts'
import { faqPage, organization, webSite } from '#src/lib/structured-data.ts'

export type LoaderData = ReturnType<typeof loader>

export function loader() {
  return {
    hero,
    sections: homeSections,
    stats,
    differentiators: withIconNodes(differentiators),
    comparison,
    comparisonIcons: { yes: iconNode('Check'), no: iconNode('X') },
    recruitTrainAssign: withIconNodes(recruitTrainAssign),
    connect: { heading: connectHeading, intro: connectIntro, steps: withIconNodes(connectSteps) },
    ctaBand,
    faqItems,
  }
}

export function head(loaderData: LoaderData) {
  return fixedPageHead('/', [organization(), webSite(), faqPage(loaderData.faqItems)])
}

export default function HomeRoute({ data }: { data: LoaderData }) {
  return (
    <>
      <HeroSection
        eyebrow={data.hero.eyebrow}
        title={data.hero.title}
        subtitle={data.hero.subtitle}
        secondaryLink={data.hero.secondaryLink}
        path="/"
      />
      <StatsSection heading={data.sections.stats} stats={data.stats} />
      <FeaturesGrid id="differentiators" heading={data.sections.differentiators} items={data.differentiators} tone="surface" />
      <ComparisonTable
        eyebrow={data.comparison.eyebrow}
        heading={data.comparison.heading}
        intro={data.comparison.intro}
        columns={data.comparison.columns}
        rows={data.comparison.rows}
        icons={data.comparisonIcons}
      />
      <ProcessSteps id="process" heading={data.sections.process} steps={data.recruitTrainAssign} tone="dark" />
      <ProcessSteps
        id="connect"
        heading={{ title: data.connect.heading, intro: data.connect.intro }}
        steps={data.connect.steps}
        tone="surface"
      />
      <CtaBand title={data.ctaBand.title} text={data.ctaBand.text} path="/" />
      <FaqSection heading={data.sections.faq} items={data.faqItems} />
    </>
  )
}
