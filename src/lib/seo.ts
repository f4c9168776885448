import type { Thing, WithContext } from 'schema-dts'
import type { PostImage } from '#src/content/types.ts'
import { site, sitePreviewValues } from '#src/site.ts'

export const DESCRIPTION_MAX_LENGTH = 160

/** Size of every social card (the Open Graph and Twitter recommendation for large cards). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Where scripts/social-images.ts writes the cards, under public/ and so under the site root. */
export const SOCIAL_IMAGE_DIR = '/generated/social'

/** One tag of a page's head, as the layout (src/layouts/site-layout.astro) renders it. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': JsonLd }
  | { preloadImage: ImagePreload }

/**
 * The page's largest image on load, announced in <head> so that the browser fetches it beside the stylesheet
 * rather than after it: the AVIF candidates (what <picture> picks first) with the sizes the image is drawn at.
 */
export type ImagePreload = { href?: string; srcSet?: string; sizes?: string; type?: string }

export type MetaImage = { src: string; width: number; height: number; alt: string }

/** A JSON-LD block, built by lib/structured-data.ts. */
export type JsonLd = WithContext<Thing>

export type MetaInput = {
  /** Page title without the brand; the home page passes none and gets the brand and tagline. */
  title?: string
  /** Unique per page; cut to 160 characters at a word boundary. */
  description: string
  /** Use the description exactly as given (a job page's first 150 characters of its summary, issue 17). */
  descriptionVerbatim?: boolean
  /** Site-relative path of the page; the canonical URL, og:url and the social card come from it. */
  path?: string
  /** Kept out of search: robots noindex, and the site's card instead of a card of its own. */
  noindex?: boolean
  /** An article: its publication time as ISO 8601 with offset (`isoDateTime`, computed at build time) and tags. */
  article?: { publishedTime: string; tags: ReadonlyArray<string> }
  jsonLd?: ReadonlyArray<JsonLd>
  /** The image that is the page's largest contentful paint (a cover drawn with `priority`), and its `sizes`. */
  lcpImage?: { image: PostImage; sizes: string }
}

/** Absolute URL on the site for a site-relative path, without a trailing slash (DESIGN.md §5). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  const clean = path === '/' ? '' : path.replace(/\/+$/, '')
  return `${site.url}${clean}`
}

/** Shortens text to at most `max` characters at a word boundary, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/** The document title pattern 'Page | Brand' (CONVENTIONS.md 'Head and SEO'). */
export function formatTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`
}

/**
 * Site-relative URL of a page's social card: the page path under /generated/social, as PNG
 * (`/` → `/generated/social/index.png`, `/services/sales` → `/generated/social/services/sales.png`).
 * The one place card paths are made: scripts/social-images.ts writes to these paths, buildHead links them.
 */
export function socialImagePath(path: string): string {
  const clean = path.replace(/\/+$/, '')
  return `${SOCIAL_IMAGE_DIR}/${clean === '' ? 'index' : clean.slice(1)}.png`
}

/** A page's social card as a meta image; the card shows the page title and the brand, which the alt text repeats. */
export function socialImageFor(path: string, title?: string): MetaImage {
  return { src: socialImagePath(path), ...SOCIAL_IMAGE_SIZE, alt: formatTitle(title) }
}

/**
 * Every route's head: title, description, canonical, Open Graph, Twitter card, robots and JSON-LD. Indexable pages
 * get their own social card; noindex pages (placeholders, not-found screens) share the home page's card.
 */
export function buildHead(input: MetaInput): Array<HeadTag> {
  const title = formatTitle(input.title)
  const socialTitle = input.title ?? title
  const description = input.descriptionVerbatim ? input.description : truncate(input.description, DESCRIPTION_MAX_LENGTH)
  const image = !input.noindex && input.path !== undefined ? socialImageFor(input.path, input.title) : socialImageFor('/')
  const imageUrl = absoluteUrl(image.src)
  const tags: Array<HeadTag> = [{ title }, { name: 'description', content: description }]

  // A preview build (content/site.yaml still has preview values) keeps every page out of search.
  if (input.noindex || sitePreviewValues.length > 0) tags.push({ name: 'robots', content: 'noindex' })
  if (input.path !== undefined) {
    const url = absoluteUrl(input.path)
    tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url })
  }
  tags.push(
    { property: 'og:type', content: input.article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  )
  if (input.article) {
    tags.push({ property: 'article:published_time', content: input.article.publishedTime })
    for (const tag of input.article.tags) tags.push({ property: 'article:tag', content: tag })
  }
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  // A cover drawn in the page (generated artwork) is not fetched, so there is nothing to preload.
  if (input.lcpImage && !input.lcpImage.image.artwork) {
    tags.push({ preloadImage: imagePreload(input.lcpImage.image, input.lcpImage.sizes) })
  }
  return tags
}

/** The candidates <picture> would choose from: AVIF when built, else the WebP list, else the single file. */
export function imagePreload(image: PostImage, sizes: string): ImagePreload {
  if (image.avifSrcSet) return { srcSet: image.avifSrcSet, sizes, type: 'image/avif' }
  if (image.srcSet) return { srcSet: image.srcSet, sizes }
  return { href: image.src }
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' }

/**
 * A JSON-LD block's text for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so no value
 * (an article title, say) can close the script element early.
 */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&]/g, (character) => JSON_ESCAPES[character] ?? character)
}
