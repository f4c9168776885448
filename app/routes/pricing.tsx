import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { FeaturesGrid } from '#app/components/sections/features-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { PricingPlans } from '#app/components/sections/pricing-plans.tsx'
import { SavingsCalculator } from '#app/components/sections/savings-calculator.tsx'
import { fixedPageMeta } from '#app/content/page-heads.ts'
import { pricingCta, pricingIntro, pricingPlans, whyChoose } from '#app/content/pricing.ts'
import { formatUsd } from '#app/lib/format.ts'
import { iconNode, withIconNodes } from '#app/lib/icons.server.ts'
import { pricingService } from '#app/lib/structured-data.ts'
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
