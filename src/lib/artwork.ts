/**
 * The site's generated artwork (blog covers, service and industry heroes, social cards): what one piece shows.
 * Pages draw it in HTML (components/ui/artwork.tsx); scripts/artwork.ts renders the same input to a raster for
 * social cards and the blog's cover files, so a page and its card always match.
 */
export type ArtworkInput = {
  title: string
  eyebrow?: string
  /** A lucide icon name. */
  icon?: string
  /** Picks one of the brand gradients, so neighbouring pictures differ. */
  variant?: number
  width?: number
  height?: number
}

/** An article's cover, given its place in the collection. */
export function blogCoverArtwork(post: { title: string; tags: ReadonlyArray<string> }, index: number): ArtworkInput {
  return { title: post.title, eyebrow: post.tags.slice(0, 2).join(' · '), icon: 'Newspaper', variant: index }
}

/** A service or industry page's hero, given its place among services then industries. */
export function offeringArtwork(
  page: { title: string; kind: 'service' | 'industry'; icon: string },
  index: number,
): ArtworkInput {
  return { title: page.title, eyebrow: page.kind === 'service' ? 'Service' : 'Industry', icon: page.icon, variant: index }
}
