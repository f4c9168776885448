import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { IndustryCardGrid } from '#app/components/sections/industry-card-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { ctaBand } from '#app/content/home.ts'
import { industriesIntro, industryCards } from '#app/content/industry-cards.ts'
import { fixedPageMeta } from '#app/content/page-heads.ts'
import { iconNode, withIconNodes } from '#app/lib/icons.server.ts'
import type { Route } from './+types/industries.ts'

export function loader() {
  return { intro: industriesIntro, cards: withIconNodes(industryCards), arrow: iconNode('ArrowRight'), ctaBand }
}

export function meta() {
  return fixedPageMeta('/industries')
}

export default function IndustriesRoute({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={data.intro.eyebrow} title={data.intro.title} intro={<p>{data.intro.subtitle}</p>} />
      <IndustryCardGrid
        heading={{ title: data.intro.cardsHeading, intro: data.intro.cardsIntro }}
        cards={data.cards}
        linkLabel={data.intro.cardLinkLabel}
        arrow={data.arrow}
      />
      <CtaBand title={data.ctaBand.title} text={data.ctaBand.text} buttonText={data.ctaBand.buttonText} />
    </>
  )
}
