import { buildHead, type JsonLd, type MetaInput } from '#src/lib/seo.ts'
import { breadcrumbList, type Crumb } from '#src/lib/structured-data.ts'
import type { FixedPath } from './paths.ts'
import type { PageHead } from './record-schemas.ts'
import { pageHeads as heads } from './records.server.ts'

/**
 * Head copy of the fixed screens (content/page-heads.yaml), in one record so descriptions can be checked for length
 * and uniqueness together, and so scripts/social-images.ts draws each page's card with the same title its head
 * announces. Descriptions may state prices through placeholders, filled in from the plan records.
 */
const HEAD_KEYS = {
  '/': 'home',
  '/about': 'about',
  '/services': 'services',
  '/industries': 'industries',
  '/contact': 'contact',
  '/pricing': 'pricing',
  '/privacy-policy': 'privacyPolicy',
  '/careers': 'careers',
  '/blogs': 'blog',
} as const satisfies Record<FixedPath, keyof typeof heads>

export const pageHeads = Object.fromEntries(Object.entries(HEAD_KEYS).map(([path, key]) => [path, heads[key]])) as Record<
  FixedPath,
  PageHead
>

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
