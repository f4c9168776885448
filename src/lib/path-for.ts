/** Lowercase words joined by hyphens: 'Business Growth' → 'business-growth'. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The path of each kind of page made from records (DESIGN.md §5: no trailing slash). */
export const pathFor = {
  service: (slug: string) => `/services/${slug}`,
  industry: (slug: string) => `/industries/${slug}`,
  post: (id: string) => `/blogs/${id}`,
  tag: (tag: string) => `/blogs/tags/${slugify(tag)}`,
  job: (id: string) => `/careers/${id}`,
} as const

/** `aria-current="page"` for the link to the page being shown, else nothing. */
export function currentPageProps(href: string, currentPath: string): { 'aria-current'?: 'page' } {
  return href === currentPath ? { 'aria-current': 'page' } : {}
}
