// Pages draw it in HTML and social cards render the same input to a raster, so a page and its card match.
export type ArtworkInput = {
  title: string
  brand: string
  eyebrow?: string
  icon?: string
  /** Picks one of the brand gradients, so neighbouring pictures differ. */
  variant?: number
}

export function blogCoverArtwork(
  post: { title: string; tags: ReadonlyArray<string> },
  index: number,
  brand: string,
): ArtworkInput {
  return { title: post.title, brand, eyebrow: post.tags.slice(0, 2).join(' · '), icon: 'Newspaper', variant: index }
}

export function offeringArtwork(
  page: { title: string; kind: 'service' | 'industry'; icon: string },
  index: number,
  brand: string,
): ArtworkInput {
  return { title: page.title, brand, eyebrow: page.kind === 'service' ? 'Service' : 'Industry', icon: page.icon, variant: index }
}
