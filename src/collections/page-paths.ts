import { pathFor } from '#src/lib/path-for.ts'
import { POST_TAGS } from './schemas/blog.ts'

export type PagePath = { path: string; noindex?: boolean; notFoundFile?: string }

/** Specification §2: service URLs that show 'content coming soon'; noindex. */
export const PLACEHOLDER_PAGES = [
  { slug: 'sales-development', title: 'Sales Development' },
  { slug: 'accounting-industry-original', title: 'Accounting Industry' },
  { slug: 'insurance-original', title: 'Insurance' },
  { slug: 'real-estate-original', title: 'Real Estate' },
  { slug: 'construction-original', title: 'Construction' },
  { slug: 'healthcare-original', title: 'Healthcare' },
  { slug: 'social-media-management', title: 'Social Media Management' },
] as const

export const NOT_FOUND_PAGES = [
  { path: '/__not-found', noindex: true, notFoundFile: '404.html' },
  { path: '/blogs/__not-found', noindex: true, notFoundFile: 'blogs/404.html' },
  { path: '/careers/__not-found', noindex: true, notFoundFile: 'careers/404.html' },
  { path: '/blogs/tags/__not-found', noindex: true, notFoundFile: 'blogs/tags/404.html' },
] as const satisfies ReadonlyArray<PagePath>

/** Every page's path: `fixed` the paths content/page-heads.yaml lists, the rest each record's id. */
export function pagePaths(
  ids: Record<'fixed' | 'services' | 'industries' | 'posts' | 'jobs', ReadonlyArray<string>>,
): Array<PagePath> {
  return [
    ...ids.fixed.map((path) => ({ path })),
    ...ids.services.map((slug) => ({ path: pathFor.service(slug) })),
    ...ids.industries.map((slug) => ({ path: pathFor.industry(slug) })),
    ...PLACEHOLDER_PAGES.map((page) => ({ path: pathFor.service(page.slug), noindex: true })),
    ...ids.posts.map((id) => ({ path: pathFor.post(id) })),
    ...POST_TAGS.map((tag) => ({ path: pathFor.tag(tag) })),
    ...ids.jobs.map((id) => ({ path: pathFor.job(id) })),
    ...NOT_FOUND_PAGES,
  ]
}

export function htmlFileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
