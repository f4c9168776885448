import type { PostFrontmatter } from '#src/collections/schemas/blog.ts'
import { publishedInstant } from './dates.ts'
import type { Figure } from './figure.server.ts'
import type { CoverArt } from './illustrations.ts'
import { isUpload, type Picture, type PictureSource } from './pictures.ts'

/** Specification §9: at most 3 related articles; the latest-articles helper returns 3 by default. */
export const RELATED_POSTS_LIMIT = 3
export const LATEST_POSTS_DEFAULT = 3

/** The element naming an article's wide tables, which the page renders once in the owner's words (post-article.tsx). */
export const TABLE_LABEL_ID = 'article-table-label'

/** The article's picture, shown on its card and as its hero: drawn from its own outline, or a photo. */
export type PostCover = { drawing: CoverArt } | { photo: Picture }

/** As written: an upload still to go through the image pipeline (src/collections/posts.ts). */
export type PostCoverSource = PostCover | { upload: PictureSource }

export type PostSummary = Pick<PostFrontmatter, 'title' | 'excerpt' | 'publishedAt' | 'author'> & {
  id: string
  cover: PostCover
  readTime: string
  tags: ReadonlyArray<string>
}

export type TocEntry = { id: string; text: string }

export type Post = PostSummary & {
  html: string
  figures: ReadonlyArray<Figure>
  toc: ReadonlyArray<TocEntry>
  /** The uploaded cover (`/uploads/<file>`), which is also the article's social card. */
  uploadedCover?: string
}

/** The cover a frontmatter asks for: none written means the drawing; an external picture is used as written. */
export function coverSource(source: PictureSource | undefined, drawing: () => CoverArt): PostCoverSource {
  if (!source) return { drawing: drawing() }
  if (isUpload(source.src)) return { upload: source }
  return { photo: { src: source.src, alt: source.alt, width: source.width!, height: source.height! } }
}

export function toSummary(post: Post): PostSummary {
  const { html: _html, figures: _figures, toc: _toc, uploadedCover: _uploadedCover, ...summary } = post
  return summary
}

export function searchablePosts(posts: ReadonlyArray<PostSummary>) {
  return posts.map(({ id, title, publishedAt, tags }) => ({ id, title, publishedAt, tags }))
}

/** Newest first by the instant published; ties keep collection order. */
export function sortByRecency<T extends { publishedAt: string }>(posts: ReadonlyArray<T>): Array<T> {
  return [...posts].sort((a, b) => publishedInstant(b.publishedAt) - publishedInstant(a.publishedAt))
}

export function selectLatestPosts<T extends { publishedAt: string }>(posts: ReadonlyArray<T>, n = LATEST_POSTS_DEFAULT) {
  return sortByRecency(posts).slice(0, n)
}

/** Specification §2: other posts sharing a tag, most shared tags first, then the most recent. */
export function selectRelatedPosts<T extends { id: string; tags: ReadonlyArray<string>; publishedAt: string }>(
  posts: ReadonlyArray<T>,
  post: { id: string; tags: ReadonlyArray<string> },
  limit = RELATED_POSTS_LIMIT,
): Array<T> {
  const tags = new Set(post.tags)
  const shared = (candidate: T) => candidate.tags.filter((tag) => tags.has(tag)).length
  const candidates = posts.filter((candidate) => candidate.id !== post.id && shared(candidate) > 0)
  return sortByRecency(candidates)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, limit)
}

/**
 * The blog's order: the ids content/blog-order.yaml lists, after any article it does not list yet (newest first), so a
 * new article is on the blog without a second edit; an id whose article was deleted is skipped.
 */
export function orderArticles<T extends { id: string; publishedAt: string }>(
  articles: ReadonlyArray<T>,
  order: ReadonlyArray<string>,
): Array<T> {
  const listed = order.flatMap((id) => articles.filter((article) => article.id === id))
  return [...sortByRecency(articles.filter((article) => !order.includes(article.id))), ...listed]
}

/** Throws naming the files; every tag needs an article, since each tag gets a topic page. */
export function checkCollection(
  posts: ReadonlyArray<{ id: string; tags: ReadonlyArray<string>; internalLinks: ReadonlyArray<string> }>,
  pagePaths: ReadonlySet<string>,
  tags: ReadonlyArray<string>,
): void {
  const problems = [
    ...posts.flatMap((post) =>
      post.internalLinks
        .filter((link) => !pagePaths.has(link))
        .map((link) => `content/blog/${post.id}.md: link to ${link}: no such page`),
    ),
    ...tags
      .filter((tag) => !posts.some((post) => post.tags.includes(tag)))
      .map((tag) => `src/collections/schemas/blog.ts: POST_TAGS: no article uses "${tag}"`),
  ]
  if (problems.length > 0) throw new Error(problems.join('\n'))
}
