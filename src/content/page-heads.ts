import { buildHead, type JsonLd, type MetaInput } from '#src/lib/seo.ts'
import { breadcrumbList, type Crumb } from '#src/lib/structured-data.ts'
import type { FixedPath } from './paths.ts'

/**
 * Head copy of the fixed screens, in one record so descriptions can be checked for length and uniqueness
 * together, and so scripts/social-images.ts draws each page's card with the same title its head announces.
 */
export type PageHead = {
  /** Document title without the brand; the home page has none (it gets the brand and tagline). */
  title?: string
  /** At most 160 characters, unique across the site. */
  description: string
  /** The page's name in breadcrumb trails: its navigation label. */
  crumb: string
}

export const pageHeads = {
  '/': {
    description:
      'Vetted virtual assistants and AI agents for founders and small businesses, fully managed by TandemDesk. Cut hiring time by 75% and start in under a week.',
    crumb: 'Home',
  },
  '/about': {
    title: 'Who We Are',
    description:
      'Meet TandemDesk: vetted virtual assistants and AI agents for founders and small businesses, backed by our affiliate BPO firm. Our vision, mission and values.',
    crumb: 'Who We Are',
  },
  '/services': {
    title: 'Our Services',
    description:
      'Virtual assistants and AI agents for customer support, sales development, accounting, insurance, real estate, construction, healthcare, web and social media.',
    crumb: 'Services',
  },
  '/industries': {
    title: 'Industries We Serve',
    description:
      'Virtual assistants trained for e-commerce, accounting, insurance, real estate, construction and healthcare, ready to contribute from their first week.',
    crumb: 'Industries',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Book a free Zoom or 30-minute phone consultation with TandemDesk to talk through virtual assistants, AI agents and the plan that fits your business.',
    crumb: 'Contact Us',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Monthly virtual assistant plans: Starter $299 for 30 hours, Growth $549 for 60 hours, Scale $799 for 90 hours, or a Dedicated VA from $1,499 a month.',
    crumb: 'Pricing',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How TandemDesk collects, uses, shares and protects information from consultation bookings, job applications and website visits, and the choices you have.',
    crumb: 'Privacy Policy',
  },
  '/careers': {
    title: 'Job Openings',
    description:
      'Work with TandemDesk: remote roles for virtual assistants and offshore professionals supporting growing businesses, with flexible hours.',
    crumb: 'Job Openings',
  },
  '/blogs': {
    title: 'Blog',
    description:
      'Guides for founders and small businesses on outsourcing, virtual assistants, AI agents, delegation and working more efficiently.',
    crumb: 'Blog',
  },
} as const satisfies Record<FixedPath, PageHead>

/** A fixed screen as a breadcrumb: its navigation label and path. */
export function crumbFor(path: FixedPath): Crumb {
  return { name: pageHeads[path].crumb, path }
}

/** The head of a fixed screen: its record, its breadcrumb trail (below the home page) and any further JSON-LD. */
export function fixedPageHead(path: FixedPath, jsonLd: ReadonlyArray<JsonLd> = [], lcpImage?: MetaInput['lcpImage']) {
  const head: PageHead = pageHeads[path]
  const trail = path === '/' ? [] : [breadcrumbList([crumbFor(path)])]
  return buildHead({ title: head.title, description: head.description, path, jsonLd: [...trail, ...jsonLd], lcpImage })
}
