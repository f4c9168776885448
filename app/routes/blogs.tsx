import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Blog',
    description: 'Insights on outsourcing, virtual assistants, AI agents and business efficiency.',
    path: '/blogs',
  })
}

export default function BlogsRoute() {
  return <PageHero title="Blog" intro="Insights on outsourcing, virtual assistants, AI agents and business efficiency." />
}
