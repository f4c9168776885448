import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Who We Are',
    description:
      'Meet TandemDesk, the affiliate of a business process outsourcing firm that helps founders delegate with confidence.',
    path: '/about',
  })
}

export default function AboutRoute() {
  return (
    <PageHero
      title="Who We Are"
      intro="Meet TandemDesk, the affiliate of a business process outsourcing firm that helps founders delegate with confidence."
    />
  )
}
