import { tagPath } from './tag-slug.ts'

/**
 * Site-relative paths of the pages made from records, one helper per kind of page (CONVENTIONS.md 'Pages'), so
 * a link is built the same way everywhere and matches the file the build writes (DESIGN.md §5: no trailing slash).
 */
export const pathFor = {
  service: (slug: string) => `/services/${slug}`,
  industry: (slug: string) => `/industries/${slug}`,
  post: (id: string) => `/blogs/${id}`,
  tag: tagPath,
  job: (id: string) => `/careers/${id}`,
} as const
