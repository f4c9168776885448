import { ExternalLink } from '#src/components/layout/external-link.tsx'
import { Icon } from '#src/components/ui/icon.tsx'
import type { About } from '#src/collections/schemas/pages.ts'
import { GOALS } from '#src/lib/goals.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

type AboutIntroProps = {
  about: Pick<About, 'introHeading' | 'affiliateText' | 'affiliateLinkLabel'>
  paragraphs: ReadonlyArray<string>
  affiliateUrl: string
  newTab: string
}

function splitAround(text: string, label: string): [string, string] {
  const at = text.indexOf(label)
  if (at === -1) throw new Error(`'${label}' does not occur in '${text}'`)
  return [text.slice(0, at), text.slice(at + label.length)]
}

export function AboutIntro({ about, paragraphs, affiliateUrl, newTab }: AboutIntroProps) {
  const [before, after] = splitAround(about.affiliateText, about.affiliateLinkLabel)
  return (
    <SectionBand labelledBy="about-intro-heading">
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="about-intro-heading" title={about.introHeading} align="left" />
          <div className="mt-6 space-y-5 text-lg leading-8 text-muted">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white shadow-xl sm:p-10">
          <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-accent-500 opacity-30 blur-2xl" />
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/10 text-accent-300 ring-1 ring-white/20">
            <Icon name="Building2" />
          </span>
          <p className="mt-6 text-lg leading-8 text-brand-100">
            {before}
            <ExternalLink
              href={affiliateUrl}
              data-goal={GOALS.outbound}
              newTab={newTab}
              className="font-semibold text-white underline decoration-accent-300 decoration-2 underline-offset-4 hover:decoration-white"
            >
              {about.affiliateLinkLabel}
            </ExternalLink>
            {after}
          </p>
        </div>
      </div>
    </SectionBand>
  )
}
