import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({
    title: 'Contact Us',
    description: 'Book a free Zoom or phone consultation with TandemDesk.',
    path: '/contact',
  })
}

export default function ContactRoute() {
  return <PageHero title="Contact Us" intro="Book a free Zoom or phone consultation with TandemDesk." />
}
