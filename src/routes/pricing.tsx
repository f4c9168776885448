import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { FeaturesGrid } from '#src/components/sections/features-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { PricingPlans } from '#src/components/sections/pricing-plans.tsx'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { pricingCta, pricingIntro, pricingPlans, whyChoose } from '#src/content/pricing.ts'
import { formatUsd } from '#src/lib/format.ts'
import { iconNode, withIconNodes } from '#src/lib/icons.server.ts'
import { pricingService } from '#src/lib/structured-data.ts'

export type LoaderData = ReturnType<typeof loader>

export function loader() {
  return {
    intro: pricingIntro,
    // Formatted once, at build time: the plan cards render the label as it is.
    plans: pricingPlans.map((plan) => ({ ...plan, priceLabel: formatUsd(plan.price) })),
    planIcons: { check: iconNode('Check'), clock: iconNode('Clock'), info: iconNode('Info') },
    whyChoose: { heading: whyChoose.heading, points: withIconNodes(whyChoose.points) },
    cta: pricingCta,
  }
}

export function head(loaderData: LoaderData) {
  return fixedPageHead('/pricing', [pricingService(loaderData.plans, loaderData.intro.subtitle)])
}

/** `calculator`: the savings calculator island, placed by src/pages/pricing.astro. */
export default function PricingRoute({ data, calculator }: { data: LoaderData; calculator?: React.ReactNode }) {
  return (
    <>
      <PageHero eyebrow={data.intro.eyebrow} title={data.intro.title} intro={<p>{data.intro.subtitle}</p>} />
      <PricingPlans heading={data.intro.plansHeading} note={data.intro.note} plans={data.plans} icons={data.planIcons} />
      {calculator}
      <FeaturesGrid
        id="why-choose"
        heading={{ title: data.whyChoose.heading }}
        items={data.whyChoose.points}
        columns={4}
        tone="surface"
      />
      <CtaBand title={data.cta.title} text={data.cta.text} path="/pricing" />
    </>
  )
}
