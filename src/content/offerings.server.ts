import { offeringArtwork, type ArtworkInput } from '#src/lib/artwork.ts'
import { iconNode, withIconNodes, type IconNode } from '#src/lib/icons.server.ts'
import { TECH_CATEGORY_TOOLS_SHOWN } from '#src/lib/offering-tools.ts'
import { withToolLogos, type ResolvedTool } from '#src/lib/tool-logos.server.ts'
import { industries, services } from './offerings.ts'
import type { OfferingPage } from './types.ts'

const COMPLIANCE_ICON = 'ShieldCheck'

/**
 * The hero image as the page draws it (components/ui/artwork.tsx): its description and the artwork, the same
 * input as the page's social card (scripts/artwork-cache.ts), so the two match.
 */
export type HeroArt = { alt: string; artwork: ArtworkInput }

/** A service or industry page as its layout renders it: icons, logos and hero art resolved at build time. */
export type OfferingView = {
  slug: string
  kind: OfferingPage['kind']
  name: string
  title: string
  subtitle: string
  description: string
  path: string
  icon: IconNode
  heroImage: HeroArt
  keyTasksHeading: string
  keyTasks: Array<{ title: string; description: string; icon: IconNode | null }>
  tools: Array<ResolvedTool>
  /** Each category with only the tools the page shows (the first two). */
  techCategories: Array<{ name: string; tools: Array<ResolvedTool> }>
  /** Healthcare: the HIPAA statement with its shield icon. */
  compliance: { text: string; icon: IconNode } | null
}

/** Services then industries: a page's place here picks its art's gradient. */
const offeringPages: ReadonlyArray<OfferingPage> = [...services, ...industries]

function toView(page: OfferingPage): OfferingView {
  return {
    slug: page.slug,
    kind: page.kind,
    name: page.name,
    title: page.title,
    subtitle: page.subtitle,
    description: page.description,
    path: `/${page.kind === 'service' ? 'services' : 'industries'}/${page.slug}`,
    icon: iconNode(page.icon),
    heroImage: { alt: page.heroImage.alt, artwork: offeringArtwork(page, offeringPages.indexOf(page)) },
    keyTasksHeading: page.keyTasksHeading,
    keyTasks: withIconNodes(page.keyTasks),
    tools: withToolLogos(page.tools ?? []),
    techCategories: (page.techCategories ?? []).map((category) => ({
      name: category.name,
      tools: withToolLogos(category.tools.slice(0, TECH_CATEGORY_TOOLS_SHOWN)),
    })),
    compliance: page.compliance ? { text: page.compliance, icon: iconNode(COMPLIANCE_ICON) } : null,
  }
}

/** The service page for a slug, ready to render, or null when no service has that slug. */
export function getServicePage(slug: string | undefined): OfferingView | null {
  const page: OfferingPage | undefined = services.find((service) => service.slug === slug)
  return page ? toView(page) : null
}

/** The industry page for a slug, ready to render, or null when no industry has that slug. */
export function getIndustryPage(slug: string | undefined): OfferingView | null {
  const page: OfferingPage | undefined = industries.find((industry) => industry.slug === slug)
  return page ? toView(page) : null
}
