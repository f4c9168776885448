import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { ServiceCardGrid } from '#src/components/sections/service-card-grid.tsx'
import { ctaBand } from '#src/content/home.ts'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { serviceCards, servicesIntro } from '#src/content/service-cards.ts'
import { withIconNodes } from '#src/lib/icons.server.ts'

export type LoaderData = ReturnType<typeof loader>

export function loader() {
  return { intro: servicesIntro, cards: withIconNodes(serviceCards), ctaBand }
}

export function head() {
  return fixedPageHead('/services')
}

export default function ServicesRoute({ data }: { data: LoaderData }) {
  return (
    <>
      <PageHero eyebrow={data.intro.eyebrow} title={data.intro.title} intro={<p>{data.intro.subtitle}</p>} />
      <ServiceCardGrid heading={{ title: data.intro.cardsHeading, intro: data.intro.cardsIntro }} cards={data.cards} />
      <CtaBand title={data.ctaBand.title} text={data.ctaBand.text} path="/services" />
    </>
  )
}
