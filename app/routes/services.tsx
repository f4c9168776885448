import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { ServiceCardGrid } from '#app/components/sections/service-card-grid.tsx'
import { ctaBand } from '#app/content/home.ts'
import { fixedPageMeta } from '#app/content/page-heads.ts'
import { serviceCards, servicesIntro } from '#app/content/service-cards.ts'
import { withIconNodes } from '#app/lib/icons.server.ts'
import type { Route } from './+types/services.ts'

export function loader() {
  return { intro: servicesIntro, cards: withIconNodes(serviceCards), ctaBand }
}

export function meta() {
  return fixedPageMeta('/services')
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
