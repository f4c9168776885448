import type { ArtworkInput } from '#src/lib/artwork.ts'

/**
 * Shapes of the site's typed content records (specification §3). Records live beside this file and are
 * checked with `as const satisfies`; components receive them as props.
 */

/** A lucide icon, by its export name (for example 'Handshake'); loaders resolve it with lib/icons.server.ts. */
export type IconName = string

/** A simple-icons slug (for example 'shopify'), or undefined where the brand has no logo there. */
export type ToolLogo = string

export type Tool = {
  name: string
  /** simple-icons slug; omitted when simple-icons has no logo for the brand (a neutral icon is shown). */
  logo?: ToolLogo
}

export type KeyTask = {
  title: string
  description: string
  icon?: IconName
}

export type TechCategory = {
  name: string
  /** In display order; the page shows the first two (specification §2). */
  tools: ReadonlyArray<Tool>
}

/** Service or industry page content (specification §3 'Service or industry page content'). */
export type OfferingPage = {
  slug: string
  kind: 'service' | 'industry'
  /** Short name used in menus and cards, e.g. 'Customer Support', 'E-Commerce'. */
  name: string
  /** The page h1. */
  title: string
  subtitle: string
  /** Meta description, at most 160 characters. */
  description: string
  icon: IconName
  heroImage: { alt: string }
  /** Heading above the key-task grid, e.g. 'Key Tasks Our Sales Assistants Handle'. */
  keyTasksHeading: string
  keyTasks: ReadonlyArray<KeyTask>
  tools?: ReadonlyArray<Tool>
  /** Web design & development only: nine technology categories. */
  techCategories?: ReadonlyArray<TechCategory>
  /** Healthcare pages: the HIPAA statement shown on the page. */
  compliance?: string
}

export type NavigationItem = { name: string; href: string; icon?: IconName }

export type FaqItem = { question: string; answer: string }

export type StatItem = { number: string; description: string; colour: 'brand' | 'accent' | 'success' }

export type ServiceCard = { icon: IconName; title: string; tagline: string }

export type IndustryCard = { slug: string; icon: IconName; title: string; tagline: string }

export type Feature = { icon: IconName; title: string; description: string }

export type ProcessStep = { title: string; description: string; icon?: IconName }

export type ComparisonRow = { aspect: string; withUs: string; hiringYourself: string }

export type PricingPlan = {
  name: string
  subtitle: string
  /** Monthly price in whole US dollars. */
  price: number
  /** Shown before the price for plans whose price is a minimum ('from'). */
  priceFrom?: boolean
  period: string
  hours: string
  description: string
  tasks: ReadonlyArray<string>
  buttonText: string
  badge?: string
  buttonVariant: 'primary' | 'outline'
  /** Monthly hours the plan covers, used by the savings calculator; Dedicated VA is full time. */
  monthlyHours: number
}

export type PolicySection = {
  id: string
  heading: string
  /** Paragraphs of plain text. */
  paragraphs: ReadonlyArray<string>
  /** Optional bullet list shown after the paragraphs. */
  items?: ReadonlyArray<string>
}

export type JobOpening = {
  id: string
  title: string
  type: string
  location: string
  summary: string
  description: string
  responsibilities: ReadonlyArray<string>
  qualifications: ReadonlyArray<string>
  positionDetails: ReadonlyArray<string>
}

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

/** A blog article with its sanitised body HTML (specification §3 `content`). */
export type Post = PostSummary & { html: string }
