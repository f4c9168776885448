import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { FeaturesGrid } from '#src/components/sections/features-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { PricingPlans } from '#src/components/sections/pricing-plans.tsx'
import { SavingsCalculator } from '#src/components/sections/savings-calculator.tsx'
import { fixedPageMeta } from '#src/content/page-heads.ts'
import { pricingCta, pricingIntro, pricingPlans, whyChoose } from '#src/content/pricing.ts'
import { formatUsd } from '#src/lib/format.ts'
import { iconNode, withIconNodes } from '#src/lib/icons.server.ts'
import { pricingService } from '#src/lib/structured-data.ts'
import type { Route } from './+types/pricing.ts'

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

export function meta({ loaderData }: Route.MetaArgs) {
  return fixedPageMeta('/pricing', [pricingService(loaderData.plans, loaderData.intro.subtitle)])
}

export default function PricingRoute({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={data.intro.eyebrow} title={data.intro.title} intro={<p>{data.intro.subtitle}</p>} />
      <PricingPlans heading={data.intro.plansHeading} note={data.intro.note} plans={data.plans} icons={data.planIcons} />
      <SavingsCalculator plans={data.plans} />
      <FeaturesGrid
        id="why-choose"
        heading={{ title: data.whyChoose.heading }}
        items={data.whyChoose.points}
        columns={4}
        tone="surface"
      />
      <CtaBand title={data.cta.title} text={data.cta.text} buttonText={data.cta.buttonText} />
    </>
  )
}
