import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Job Openings',
    description: 'Join TandemDesk: open positions for virtual assistants and offshore professionals.',
    path: '/careers',
  })
}

export default function CareersRoute() {
  return (
    <PageHero title="Job Openings" intro="Join TandemDesk: open positions for virtual assistants and offshore professionals." />
  )
}
