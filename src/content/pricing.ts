import { pricing } from './records.server.ts'

/** The pricing page (content/pricing.yaml): intro, the plans, why choose us and the closing call to action. */
export const { intro: pricingIntro, plans: pricingPlans, whyChoose, cta: pricingCta } = pricing
