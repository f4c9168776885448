import type { ArtworkInput } from '#src/lib/artwork.ts'
import type { Figure } from '#src/lib/figure.server.ts'

/**
 * Shapes of the site's content (specification §3). The data files' types are inferred from their schemas
 * (record-schemas.ts) and re-exported here; the rest are shapes the loaders build.
 */

export type { ComparisonRow, FaqItem, JobOpening, OfferingPage, PricingPlan, StatItem } from './record-schemas.ts'

export type NavigationItem = { name: string; href: string; icon?: string }

/**
 * A blog post's cover (specification §3 'image'), with its size and, for generated covers, the 640 and 800 px
 * variants as WebP (`srcSet`) and the same widths as AVIF (`avifSrcSet`), and the artwork they show (`artwork`),
 * which pages draw in HTML instead of fetching the file.
 */
export type PostImage = {
  src: string
  srcSet?: string
  avifSrcSet?: string
  width: number
  height: number
  alt: string
  artwork?: ArtworkInput
}

/** A blog article as cards show it (specification §3 'Blog article' without `content`). */
export type PostSummary = {
  /** The slug: the file name of content/blog/<id>.md. */
  id: string
  title: string
  excerpt: string
  image: PostImage
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS±HH:MM`, as written in the frontmatter. */
  publishedAt: string
  author: string
  /** 'N min read', derived from the body. */
  readTime: string
  tags: ReadonlyArray<string>
}

/** One entry of an article's table of contents: an h2 of the body, by its (prefixed) id. */
export type TocEntry = { id: string; text: string }

/** A blog article with its sanitised body HTML (specification §3 `content`) and the figures drawn for it. */
export type Post = PostSummary & { html: string; figures: ReadonlyArray<Figure> }
