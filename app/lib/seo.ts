import type { MetaDescriptor } from 'react-router'
import { site } from '#app/site.ts'

export const DESCRIPTION_MAX_LENGTH = 160

export type MetaInput = {
  /** Page title without the brand; the home page passes none and gets the brand and tagline. */
  title?: string
  description?: string
  /** Site-relative path of the page; the canonical URL and og:url are built from it. */
  path?: string
  noindex?: boolean
  /** Site-relative or absolute image for social cards, with its size and alt text. */
  image?: { src: string; width: number; height: number; alt: string }
  article?: { publishedAt: string; tags: ReadonlyArray<string>; author: string }
  jsonLd?: ReadonlyArray<Record<string, unknown>>
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

/** Every route's head: title, description, canonical, Open Graph, Twitter card, robots and JSON-LD. */
export function buildMeta(input: MetaInput): Array<MetaDescriptor> {
  const title = formatTitle(input.title)
  const description = truncate(input.description ?? site.description, DESCRIPTION_MAX_LENGTH)
  const tags: Array<MetaDescriptor> = [{ title }, { name: 'description', content: description }]

  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  if (input.path !== undefined) {
    const url = absoluteUrl(input.path)
    tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url })
  }
  tags.push(
    { property: 'og:type', content: input.article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: input.title ?? site.name },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title ?? site.name },
    { name: 'twitter:description', content: description },
  )
  if (input.image) {
    const src = absoluteUrl(input.image.src)
    tags.push(
      { property: 'og:image', content: src },
      { property: 'og:image:width', content: String(input.image.width) },
      { property: 'og:image:height', content: String(input.image.height) },
      { property: 'og:image:alt', content: input.image.alt },
      { name: 'twitter:image', content: src },
      { name: 'twitter:image:alt', content: input.image.alt },
    )
  }
  if (input.article) {
    tags.push({ property: 'article:published_time', content: input.article.publishedAt })
    for (const tag of input.article.tags) tags.push({ property: 'article:tag', content: tag })
  }
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  return tags
}
