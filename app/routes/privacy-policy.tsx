import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Privacy Policy',
    description: 'How TandemDesk collects, uses and protects your information.',
    path: '/privacy-policy',
  })
}

export default function PrivacyPolicyRoute() {
  return <PageHero title="Privacy Policy" intro="How TandemDesk collects, uses and protects your information." />
}
