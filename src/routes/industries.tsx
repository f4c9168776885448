import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { IndustryCardGrid } from '#src/components/sections/industry-card-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { ctaBand } from '#src/content/home.ts'
import { industriesIntro, industryCards } from '#src/content/industry-cards.ts'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { iconNode, withIconNodes } from '#src/lib/icons.server.ts'

export type LoaderData = ReturnType<typeof loader>

export function loader() {
  return { intro: industriesIntro, cards: withIconNodes(industryCards), arrow: iconNode('ArrowRight'), ctaBand }
}

export function head() {
  return fixedPageHead('/industries')
}

export default function IndustriesRoute({ data }: { data: LoaderData }) {
  return (
    <>
      <PageHero eyebrow={data.intro.eyebrow} title={data.intro.title} intro={<p>{data.intro.subtitle}</p>} />
      <IndustryCardGrid
        heading={{ title: data.intro.cardsHeading, intro: data.intro.cardsIntro }}
        cards={data.cards}
        linkLabel={data.intro.cardLinkLabel}
        arrow={data.arrow}
      />
      <CtaBand title={data.ctaBand.title} text={data.ctaBand.text} path="/industries" />
    </>
  )
}
