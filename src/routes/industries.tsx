import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { IndustryCardGrid } from '#src/components/sections/industry-card-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { ctaBand } from '#src/content/home.ts'
import { industriesIntro, industryCards } from '#src/content/industry-cards.ts'
import { fixedPageMeta } from '#src/content/page-heads.ts'
import { iconNode, withIconNodes } from '#src/lib/icons.server.ts'
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
