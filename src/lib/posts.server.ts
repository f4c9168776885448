import type { PostFrontmatter, Site } from '#src/content/schemas.ts'
import { articleOutline } from './illustrations.ts'
import { renderMarkdown } from './markdown.server.ts'
import { checkCollection, coverSource, type Post, type PostCoverSource } from './posts.ts'
import { readTime } from './read-time.ts'

type Collection = { order: ReadonlyArray<string>; site: Site; pagePaths: ReadonlySet<string>; tags: ReadonlyArray<string> }

/** A post whose uploaded cover has not been through the image pipeline yet (src/content/posts.ts does that). */
export type DraftPost = Omit<Post, 'cover'> & { cover: PostCoverSource }

export function buildPosts(
  entries: ReadonlyArray<{ id: string; data: PostFrontmatter; body?: string }>,
  { order, site, pagePaths, tags: tagList }: Collection,
): Array<DraftPost> {
  const file = (id: string) => `content/blog/${id}.md`
  const rendered = new Map(
    entries.map((entry) => [entry.id, { entry, body: renderMarkdown(entry.body ?? '', { file: file(entry.id), site }) }]),
  )
  checkCollection(
    [...rendered.values()].map(({ entry, body }) => ({ id: entry.id, tags: entry.data.tags, internalLinks: body.internalLinks })),
    order,
    pagePaths,
    tagList,
  )
  return order.map((id) => {
    const { entry, body } = rendered.get(id)!
    const { title, excerpt, publishedAt, author, tags, image, imageAlt, imageWidth, imageHeight } = entry.data
    const { html, figures, toc, text, sections } = body
    const written = image ? { src: image, alt: imageAlt ?? '', width: imageWidth, height: imageHeight } : undefined
    const cover = coverSource(written, () => articleOutline({ sections, figures, tags, tone: tagList.indexOf(tags[0]!) }))
    const uploadedCover = 'upload' in cover ? cover.upload.src : undefined
    return { id, title, excerpt, publishedAt, author, tags, cover, readTime: readTime(text), html, figures, toc, uploadedCover }
  })
}
