import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Our Services',
    description: 'Virtual assistants and AI agents for sales, support, bookkeeping, administration and more.',
    path: '/services',
  })
}

export default function ServicesRoute() {
  return (
    <PageHero
      title="Our Services"
      intro="Virtual assistants and AI agents for sales, support, bookkeeping, administration and more."
    />
  )
}
