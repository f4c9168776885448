import { iconNode, withIconNodes, type IconNode } from '#src/lib/icons.server.ts'
import { TECH_CATEGORY_TOOLS_SHOWN } from '#src/lib/offering-tools.ts'
import { withToolLogos, type ResolvedTool } from '#src/lib/tool-logos.server.ts'
import { industries, services } from './offerings.ts'
import type { OfferingPage } from './types.ts'

/** Hero artwork written by scripts/generate-images.ts: `<slug>.{avif,webp}` at 1200×630, `<slug>-800.*` and `<slug>-640.*`. */
export const HERO_IMAGE_SIZE = { width: 1200, height: 630 } as const
const HERO_IMAGE_SMALLER_WIDTHS = [640, 800] as const
const COMPLIANCE_ICON = 'ShieldCheck'

export type HeroImage = { src: string; srcSet: string; avifSrcSet: string; width: number; height: number; alt: string }

/** A service or industry page as its layout renders it: icons, logos and hero image resolved at build time. */
export type OfferingView = {
  slug: string
  kind: OfferingPage['kind']
  name: string
  title: string
  subtitle: string
  description: string
  path: string
  icon: IconNode
  heroImage: HeroImage
  keyTasksHeading: string
  keyTasks: Array<{ title: string; description: string; icon: IconNode | null }>
  tools: Array<ResolvedTool>
  /** Each category with only the tools the page shows (the first two). */
  techCategories: Array<{ name: string; tools: Array<ResolvedTool> }>
  /** Healthcare: the HIPAA statement with its shield icon. */
  compliance: { text: string; icon: IconNode } | null
}

export function heroImageFor(page: Pick<OfferingPage, 'slug' | 'heroImage'>): HeroImage {
  const base = `/generated/offerings/${page.slug}`
  const srcSet = (format: 'webp' | 'avif') =>
    [
      ...HERO_IMAGE_SMALLER_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`),
      `${base}.${format} ${HERO_IMAGE_SIZE.width}w`,
    ].join(', ')
  return {
    src: `${base}.webp`,
    srcSet: srcSet('webp'),
    avifSrcSet: srcSet('avif'),
    ...HERO_IMAGE_SIZE,
    alt: page.heroImage.alt,
  }
}

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
    heroImage: heroImageFor(page),
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
