import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { blogCoverArtwork } from '#src/lib/artwork.ts'
import { publishedInstant } from '#src/lib/dates.ts'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import { readTime } from '#src/lib/read-time.ts'
import { fillPlanPlaceholders } from '#src/lib/plan-placeholders.ts'
import { tagSlug } from '#src/lib/tag-slug.ts'
import { getPagePaths } from './paths.ts'
import { postOrder } from './post-order.ts'
import { pricingPlans } from './pricing.ts'
import { POST_TAGS, type PostTag } from './post-tags.ts'
import { parsePostFrontmatter } from './schemas.ts'
import type { Post, PostImage, PostSummary } from './types.ts'

/** Specification §9: at most 3 related articles; the latest-articles helper returns 3 by default. */
export const RELATED_POSTS_LIMIT = 3
export const LATEST_POSTS_DEFAULT = 3

/** Size of the generated covers (scripts/generate-images.ts): 1200×630, with 800 and 640 px wide variants. */
export const COVER_SIZE = { width: 1200, height: 630 } as const

const BLOG_DIR = 'content/blog'
const ORDER_FILE = 'content/blog-order.yaml'
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** A parsed article file, before the collection checks. */
export type PostSource = { file: string; id: string; source: string }

function coverImage(frontmatter: { image: string; imageAlt: string; imageWidth?: number; imageHeight?: number }): PostImage {
  const { image, imageAlt, imageWidth, imageHeight } = frontmatter
  const generated = /^\/uploads\/.+\.webp$/.test(image)
  const srcSet = (format: 'webp' | 'avif') =>
    [640, 800, COVER_SIZE.width]
      .map((width) => `${image.replace(/\.webp$/, width === COVER_SIZE.width ? `.${format}` : `-${width}.${format}`)} ${width}w`)
      .join(', ')
  return {
    src: image,
    srcSet: generated ? srcSet('webp') : undefined,
    avifSrcSet: generated ? srcSet('avif') : undefined,
    width: imageWidth ?? COVER_SIZE.width,
    height: imageHeight ?? COVER_SIZE.height,
    alt: imageAlt,
  }
}

/**
 * Parses one article: frontmatter (YAML 1.1, so an unquoted date arrives as a Date and is refused), its
 * validation, and the body through the Markdown pipeline. Errors name the file and the field.
 */
export function parsePost({ file, id, source: written }: PostSource): Post & { internalLinks: Array<string> } {
  // Prices come from the plan records: `{plan.growth.price}` in an article is the Growth plan's price.
  const source = fillPlanPlaceholders(written, pricingPlans, file)
  if (!ID_PATTERN.test(id)) throw new Error(`${file}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
  const match = FRONTMATTER.exec(source)
  if (!match) throw new Error(`${file}: no frontmatter (the file must start with a --- block)`)
  const document = parseDocument(match[1] ?? '', { schema: 'yaml-1.1', prettyErrors: true })
  if (document.errors.length > 0) {
    throw new Error(`${file}: frontmatter: invalid YAML: ${document.errors.map((error) => error.message).join('; ')}`)
  }
  const frontmatter = parsePostFrontmatter(file, document.toJS())
  const body = renderMarkdown(source.slice(match[0].length), file)
  return {
    id,
    title: frontmatter.title,
    excerpt: frontmatter.excerpt,
    image: coverImage(frontmatter),
    publishedAt: frontmatter.publishedAt,
    author: frontmatter.author,
    tags: frontmatter.tags,
    readTime: readTime(body.text),
    html: body.html,
    figures: body.figures,
    internalLinks: body.internalLinks,
  }
}

/**
 * The collection checks: every file is in the order list and every listed id has a file, no id twice, and
 * every site-relative link in a body names a page of the site. Returns the posts in collection order.
 */
export function buildCollection(
  posts: ReadonlyArray<Post & { internalLinks?: ReadonlyArray<string> }>,
  order: ReadonlyArray<string>,
  pagePaths: ReadonlySet<string>,
): Array<Post> {
  const problems: Array<string> = []
  const byId = new Map<string, Post & { internalLinks?: ReadonlyArray<string> }>()
  for (const post of posts) {
    if (byId.has(post.id)) problems.push(`${BLOG_DIR}/${post.id}.md: duplicate id "${post.id}"`)
    byId.set(post.id, post)
  }
  const listed = new Set<string>()
  for (const id of order) {
    if (listed.has(id)) problems.push(`${ORDER_FILE}: "${id}" is listed twice`)
    listed.add(id)
    if (!byId.has(id)) problems.push(`${ORDER_FILE}: "${id}" has no file ${BLOG_DIR}/${id}.md`)
  }
  for (const post of posts) {
    if (!listed.has(post.id)) problems.push(`${BLOG_DIR}/${post.id}.md: id "${post.id}" is missing from ${ORDER_FILE}`)
    for (const link of post.internalLinks ?? []) {
      if (!pagePaths.has(link)) problems.push(`${BLOG_DIR}/${post.id}.md: link to ${link}: no such page`)
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return [...listed].map((id) => {
    const { internalLinks: _links, ...post } = byId.get(id)!
    return post
  })
}

/** Newest first by the real instant (a bare date is midnight in Los Angeles); ties keep collection order. */
export function sortByRecency<T extends { publishedAt: string }>(posts: ReadonlyArray<T>): Array<T> {
  return posts
    .map((post, index) => ({ post, index, instant: publishedInstant(post.publishedAt) }))
    .sort((a, b) => b.instant - a.instant || a.index - b.index)
    .map(({ post }) => post)
}

/** The latest `n` posts, newest first (specification §3: default 3). */
export function selectLatestPosts<T extends { publishedAt: string }>(
  posts: ReadonlyArray<T>,
  n: number = LATEST_POSTS_DEFAULT,
): Array<T> {
  return sortByRecency(posts).slice(0, n)
}

/**
 * Related articles (specification §2): other posts sharing at least one tag, most shared tags first, then
 * the most recent, then collection order. Empty when no other post shares a tag.
 */
export function selectRelatedPosts<T extends { id: string; tags: ReadonlyArray<string>; publishedAt: string }>(
  posts: ReadonlyArray<T>,
  post: { id: string; tags: ReadonlyArray<string> },
  limit: number = RELATED_POSTS_LIMIT,
): Array<T> {
  const tags = new Set(post.tags)
  const shared = (candidate: T) => candidate.tags.filter((tag) => tags.has(tag)).length
  const candidates = sortByRecency(posts.filter((candidate) => candidate.id !== post.id && shared(candidate) > 0))
  return candidates
    .map((candidate, recency) => ({ candidate, recency, shared: shared(candidate) }))
    .sort((a, b) => b.shared - a.shared || a.recency - b.recency)
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}

/** The posts carrying `tag`, in the order given (collection order for the topic pages). */
export function selectPostsByTag<T extends { tags: ReadonlyArray<string> }>(posts: ReadonlyArray<T>, tag: string): Array<T> {
  return posts.filter((post) => post.tags.includes(tag))
}

/** The tag whose topic page is /blogs/tags/<slug>, or null for an unknown slug. */
export function findTagBySlug(slug: string, tags: ReadonlyArray<PostTag> = POST_TAGS): PostTag | null {
  return tags.find((tag) => tagSlug(tag) === slug) ?? null
}

/**
 * Every tag gets a topic page (src/content/paths.ts), so every tag must have an article: a tag no post uses
 * would prerender an empty page into the sitemap. Remove it from src/content/post-tags.ts instead.
 */
export function checkTagsInUse(posts: ReadonlyArray<{ tags: ReadonlyArray<string> }>, tags: ReadonlyArray<string>): void {
  const unused = tags.filter((tag) => selectPostsByTag(posts, tag).length === 0)
  if (unused.length > 0) {
    throw new Error(`src/content/post-tags.ts: no article uses ${unused.map((tag) => `"${tag}"`).join(', ')}`)
  }
}

/** What a card shows: the post without its body. */
export function toSummary({ html: _html, ...summary }: Post): PostSummary {
  return summary
}

function readPostSources(dir: string): Array<PostSource> {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      file: `${BLOG_DIR}/${name}`,
      id: name.slice(0, -'.md'.length),
      source: readFileSync(join(dir, name), 'utf8'),
    }))
}

/**
 * A cover at `/uploads/blog/<id>.webp` is the article's generated artwork (scripts/generate-images.ts writes the
 * file from the same input): pages draw it in HTML. Its colours follow the collection order.
 */
export function withCoverArtwork(posts: ReadonlyArray<Post>): Array<Post> {
  return posts.map((post, index) =>
    post.image.src === `/uploads/blog/${post.id}.webp`
      ? { ...post, image: { ...post.image, artwork: blogCoverArtwork(post, index) } }
      : post,
  )
}

let cache: ReadonlyArray<Post> | undefined

/**
 * Every article in collection order (src/content/post-order.ts), parsed, validated and rendered once per
 * process. Build time only: it reads content/blog from the project directory.
 */
export function getPosts(): ReadonlyArray<Post> {
  if (!cache) {
    const posts = buildCollection(
      readPostSources(join(process.cwd(), BLOG_DIR)).map(parsePost),
      postOrder,
      new Set(getPagePaths().map((page) => page.path)),
    )
    checkTagsInUse(posts, POST_TAGS)
    cache = withCoverArtwork(posts)
  }
  return cache
}

export function getPostById(id: string): Post | null {
  return getPosts().find((post) => post.id === id) ?? null
}

/** The latest `n` articles, newest first (specification §3). */
export function getLatestPosts(n: number = LATEST_POSTS_DEFAULT): Array<Post> {
  return selectLatestPosts(getPosts(), n)
}

export function getRelatedPosts(
  post: { id: string; tags: ReadonlyArray<string> },
  limit: number = RELATED_POSTS_LIMIT,
): Array<Post> {
  return selectRelatedPosts(getPosts(), post, limit)
}

/** A topic page's tag and its articles in collection order; null for a slug that names no tag. */
export function getTagPage(slug: string): { tag: PostTag; posts: Array<Post> } | null {
  const tag = findTagBySlug(slug)
  return tag ? { tag, posts: selectPostsByTag(getPosts(), tag) } : null
}
