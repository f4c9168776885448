import type { PostFrontmatter, Site } from '#src/content/schemas.ts'
import { renderMarkdown } from './markdown.server.ts'
import { checkCollection, coverImage, type Post } from './posts.ts'
import { readTime } from './read-time.ts'

type Collection = { order: ReadonlyArray<string>; site: Site; pagePaths: ReadonlySet<string>; tags: ReadonlyArray<string> }

export function buildPosts(
  entries: ReadonlyArray<{ id: string; data: PostFrontmatter; body?: string }>,
  { order, site, pagePaths, tags }: Collection,
): Array<Post> {
  const rendered = new Map(
    entries.map((entry) => [
      entry.id,
      { entry, body: renderMarkdown(entry.body ?? '', { file: `content/blog/${entry.id}.md`, site }) },
    ]),
  )
  checkCollection(
    [...rendered.values()].map(({ entry, body }) => ({ id: entry.id, tags: entry.data.tags, internalLinks: body.internalLinks })),
    order,
    pagePaths,
    tags,
  )
  return order.map((id, index) => {
    const { entry, body } = rendered.get(id)!
    const { title, excerpt, publishedAt, author, tags } = entry.data
    const { html, figures, toc, text } = body
    const image = coverImage({ id, title, tags }, entry.data, index, site.name)
    return { id, title, excerpt, publishedAt, author, tags, image, readTime: readTime(text), html, figures, toc }
  })
}
