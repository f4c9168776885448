import { OFFERING_EYEBROWS } from './offerings.ts'

// What a social card shows: the page's title, an eyebrow and an icon on a brand gradient.
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
  return { title: page.title, brand, eyebrow: OFFERING_EYEBROWS[page.kind], icon: page.icon, variant: index }
}
