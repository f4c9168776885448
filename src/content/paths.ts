import { industryLinks, serviceLinks } from './navigation.ts'
import { jobOpenings } from './jobs.ts'
import { placeholderPages } from './placeholders.ts'
import { postOrder } from './post-order.ts'
import { POST_TAGS } from './post-tags.ts'
import { tagPath } from '#src/lib/tag-slug.ts'

/**
 * The one list of page paths (CONVENTIONS.md): the prerender, the sitemap and the build checks all read it.
 * Reserved not-found paths render the not-found screens with status 200 during the build (React Router
 * refuses non-200 prerenders); scripts/postbuild.ts then moves them to the 404.html files static hosts serve.
 */
export type PagePath = {
  path: string
  /** Kept out of the sitemap and marked noindex. */
  noindex?: boolean
  /** Where scripts/postbuild.ts moves this page's HTML (the not-found screens only). */
  notFoundFile?: string
}

export const NOT_FOUND_PATHS = {
  root: '/__not-found',
  services: '/services/__not-found',
  industries: '/industries/__not-found',
  blog: '/blogs/__not-found',
  careers: '/careers/__not-found',
  blogTags: '/blogs/tags/__not-found',
} as const

/** The screens with fixed content; content/page-heads.ts gives each its title, description and breadcrumb. */
export const FIXED_PATHS = [
  '/',
  '/about',
  '/services',
  '/industries',
  '/contact',
  '/pricing',
  '/privacy-policy',
  '/careers',
  '/blogs',
] as const

export type FixedPath = (typeof FIXED_PATHS)[number]

export function getPagePaths(): ReadonlyArray<PagePath> {
  return [
    ...FIXED_PATHS.map((path) => ({ path })),
    ...serviceLinks.map((link) => ({ path: link.href })),
    ...industryLinks.map((link) => ({ path: link.href })),
    ...placeholderPages.map((page) => ({ path: `/services/${page.slug}`, noindex: true })),
    ...postOrder.map((id) => ({ path: `/blogs/${id}` })),
    // One topic page per tag; the collection check (posts.server.ts) fails the build if a tag has no article.
    ...POST_TAGS.map((tag) => ({ path: tagPath(tag) })),
    ...jobOpenings.map((job) => ({ path: `/careers/${job.id}` })),
    { path: NOT_FOUND_PATHS.root, noindex: true, notFoundFile: '404.html' },
    // The service and industry routes have loaders: an unknown slug under them must hydrate a page rendered by the
    // same route, or the client finds no loader data for it.
    { path: NOT_FOUND_PATHS.services, noindex: true, notFoundFile: 'services/404.html' },
    { path: NOT_FOUND_PATHS.industries, noindex: true, notFoundFile: 'industries/404.html' },
    { path: NOT_FOUND_PATHS.blog, noindex: true, notFoundFile: 'blogs/404.html' },
    { path: NOT_FOUND_PATHS.careers, noindex: true, notFoundFile: 'careers/404.html' },
    { path: NOT_FOUND_PATHS.blogTags, noindex: true, notFoundFile: 'blogs/tags/404.html' },
  ]
}

export function getPrerenderPaths(): Array<string> {
  return getPagePaths().map((page) => page.path)
}

/** The HTML file a page path is written to: `index.html` for the home page, `<path>.html` otherwise. */
export function htmlFileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
