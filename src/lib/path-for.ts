export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

// DESIGN.md §5: no trailing slash.
export const pathFor = {
  service: (slug: string) => `/services/${slug}`,
  industry: (slug: string) => `/industries/${slug}`,
  post: (id: string) => `/blogs/${id}`,
  tag: (tag: string) => `/blogs/tags/${slugify(tag)}`,
  job: (id: string) => `/careers/${id}`,
} as const

export function currentPageProps(href: string, currentPath: string): { 'aria-current'?: 'page' } {
  return href === currentPath ? { 'aria-current': 'page' } : {}
}
