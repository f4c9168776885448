import { industryLinks, serviceLinks } from './navigation.ts'
import { jobOpenings } from './jobs.ts'
import { placeholderPages } from './placeholders.ts'
import { postOrder } from './post-order.ts'
import { POST_TAGS } from './post-tags.ts'
import { tagPath } from '#src/lib/tag-slug.ts'

/**
 * The one list of page paths (CONVENTIONS.md): the sitemap, the social cards and the build checks read it, and a
 * build check holds it equal to the pages Astro writes (src/pages/). Each not-found screen is listed under a
 * reserved path no page has, with the 404.html file static hosts serve for unknown paths below its folder.
 */
export type PagePath = {
  path: string
  /** Kept out of the sitemap and marked noindex. */
  noindex?: boolean
  /** The not-found screens only: their file, served with status 404 (DESIGN.md §5). */
  notFoundFile?: string
}

export const NOT_FOUND_PATHS = {
  root: '/__not-found',
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
    { path: NOT_FOUND_PATHS.blog, noindex: true, notFoundFile: 'blogs/404.html' },
    { path: NOT_FOUND_PATHS.careers, noindex: true, notFoundFile: 'careers/404.html' },
    { path: NOT_FOUND_PATHS.blogTags, noindex: true, notFoundFile: 'blogs/tags/404.html' },
  ]
}

/** The HTML file a page path is written to: `index.html` for the home page, `<path>.html` otherwise. */
export function htmlFileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
