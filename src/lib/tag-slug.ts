/**
 * The URL segment of a blog tag: lowercase words joined by hyphens ('Business Growth' → 'business-growth',
 * 'AI' → 'ai'). Pure, so the page list, the loaders and the tag chips agree on every topic page's address.
 */
export function tagSlug(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The topic page of a tag: /blogs/tags/<slug>. */
export function tagPath(tag: string): string {
  return `/blogs/tags/${tagSlug(tag)}`
}
