import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Pricing',
    description: 'Simple monthly plans for virtual assistant support, from 30 hours a month to a dedicated full-time assistant.',
    path: '/pricing',
  })
}

export default function PricingRoute() {
  return (
    <PageHero
      title="Pricing"
      intro="Simple monthly plans for virtual assistant support, from 30 hours a month to a dedicated full-time assistant."
    />
  )
}
