import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Industries We Serve',
    description: 'Specialist virtual assistants for e-commerce, accounting, insurance, real estate, construction and healthcare.',
    path: '/industries',
  })
}

export default function IndustriesRoute() {
  return (
    <PageHero
      title="Industries We Serve"
      intro="Specialist virtual assistants for e-commerce, accounting, insurance, real estate, construction and healthcare."
    />
  )
}
