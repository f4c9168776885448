import type { HTMLAttributes } from 'astro/types'
import type { Thing } from 'schema-dts'
import type { Site } from '#src/collections/schemas/site.ts'
import type { Picture } from './pictures.ts'
import { previewValues } from './preview.ts'

export const DESCRIPTION_MAX_LENGTH = 160
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const
export const SOCIAL_IMAGE_DIR = '/generated/social'

export type SocialCardFormat = 'png' | 'jpg'
const SOCIAL_IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const

export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { link: HTMLAttributes<'link'> }
  | { 'script:ld+json': JsonLd }

export type JsonLd = Exclude<Thing, string>

export type MetaInput = {
  title?: string
  description: string
  descriptionVerbatim?: boolean
  path?: string
  noindex?: boolean
  article?: { publishedTime: string; tags: ReadonlyArray<string> }
  jsonLd?: ReadonlyArray<JsonLd>
  /** The page's largest paint when it is a fetched picture, preloaded beside the stylesheet. */
  lcpImage?: { picture: Picture; sizes: string }
  socialCard?: SocialCardFormat
}

/** Without a trailing slash (DESIGN.md §5). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path === '/' ? '' : path.replace(/\/+$/, '')}`
}

export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

export function formatTitle(site: Pick<Site, 'name' | 'tagline'>, title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`
}

export function socialImagePath(path: string, format: SocialCardFormat = 'png'): string {
  return `${SOCIAL_IMAGE_DIR}/${path.replace(/\/+$/, '').slice(1) || 'index'}.${format}`
}

export function buildHead(site: Site, input: MetaInput): Array<HeadTag> {
  const title = formatTitle(site, input.title)
  const socialTitle = input.title ?? title
  const description = input.descriptionVerbatim ? input.description : truncate(input.description, DESCRIPTION_MAX_LENGTH)
  const ownCard = !input.noindex && input.path !== undefined
  const cardFormat = ownCard ? (input.socialCard ?? 'png') : 'png'
  const imageAlt = formatTitle(site, input.noindex ? undefined : input.title)
  const imageUrl = absoluteUrl(site.url, socialImagePath(ownCard ? input.path! : '/', cardFormat))
  const tags: Array<HeadTag> = [{ title }, { name: 'description', content: description }]
  // A preview build (content/site.yaml still has preview values) keeps every page out of search.
  const preview = previewValues(site).length > 0
  if (input.noindex || preview) tags.push({ name: 'robots', content: 'noindex' })
  if (input.path !== undefined) {
    const url = absoluteUrl(site.url, input.path)
    tags.push({ link: { rel: 'canonical', href: url } }, { property: 'og:url', content: url })
  }
  tags.push(
    { property: 'og:type', content: input.article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: SOCIAL_IMAGE_TYPES[cardFormat] },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: imageAlt },
  )
  if (input.article) {
    tags.push({ property: 'article:published_time', content: input.article.publishedTime })
    for (const tag of input.article.tags) tags.push({ property: 'article:tag', content: tag })
  }
  // Structured data names the site's own address, among other values: none of a preview reaches it (DESIGN.md §4).
  if (!preview) for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  if (input.lcpImage) {
    const candidates = imagePreload(input.lcpImage.picture, input.lcpImage.sizes)
    tags.push({ link: { rel: 'preload', as: 'image', ...candidates, fetchpriority: 'high' } })
  }
  return tags
}

/** The candidates <picture> would choose from: AVIF when built, else the WebP list, else the single file. */
export function imagePreload(picture: Picture, sizes: string): HTMLAttributes<'link'> {
  if (picture.avifSrcSet) return { imagesrcset: picture.avifSrcSet, imagesizes: sizes, type: 'image/avif' }
  if (picture.srcSet) return { imagesrcset: picture.srcSet, imagesizes: sizes }
  return { href: picture.src }
}

/** JSON-LD text whose `<`, `>` and `&` are escaped, so no value can close its script element. */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data })
  return json.replace(/[<>&]/g, (character) => `\\u00${character.charCodeAt(0).toString(16)}`)
}
