import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { ServiceCardGrid } from '#app/components/sections/service-card-grid.tsx'
import { ctaBand } from '#app/content/home.ts'
import { serviceCards, servicesIntro } from '#app/content/service-cards.ts'
import { withIconNodes } from '#app/lib/icons.server.ts'
import { buildMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/services.ts'

export function loader() {
  return { intro: servicesIntro, cards: withIconNodes(serviceCards), ctaBand }
}

export function meta() {
  return buildMeta({
    title: 'Our Services',
    description:
      'Virtual assistants and AI agents for customer support, sales development, accounting, insurance, real estate, construction, healthcare, web and social media.',
    path: '/services',
  })
}

export default function ServicesRoute({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={data.intro.eyebrow} title={data.intro.title} intro={<p>{data.intro.subtitle}</p>} />
      <ServiceCardGrid heading={{ title: data.intro.cardsHeading, intro: data.intro.cardsIntro }} cards={data.cards} />
      <CtaBand title={data.ctaBand.title} text={data.ctaBand.text} buttonText={data.ctaBand.buttonText} />
    </>
  )
}
