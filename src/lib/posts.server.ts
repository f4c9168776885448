import type { PostFrontmatter, Site } from '#src/content/schemas.ts'
import { renderMarkdown } from './markdown.server.ts'
import { checkCollection, coverImage, type Post } from './posts.ts'
import { readTime } from './read-time.ts'

export function buildPosts(
  entries: ReadonlyArray<{ id: string; data: PostFrontmatter; body?: string }>,
  {
    order,
    site,
    pagePaths,
    tags,
  }: { order: ReadonlyArray<string>; site: Site; pagePaths: ReadonlySet<string>; tags: ReadonlyArray<string> },
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
    return {
      id,
      title,
      excerpt,
      publishedAt,
      author,
      tags,
      image: coverImage({ id, title, tags }, entry.data, index, site.name),
      readTime: readTime(body.text),
      html: body.html,
      figures: body.figures,
      toc: body.toc,
    }
  })
}
