import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Virtual Assistants and AI Agents for Growing Businesses',
    description: 'TandemDesk places vetted virtual assistants, AI agents and offshore staff with small and medium businesses.',
    path: '/',
  })
}

export default function HomeRoute() {
  return (
    <PageHero
      title="Virtual Assistants and AI Agents for Growing Businesses"
      intro="TandemDesk places vetted virtual assistants, AI agents and offshore staff with small and medium businesses."
    />
  )
}
