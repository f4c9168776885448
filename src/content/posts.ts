import { getCollection } from 'astro:content'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import { checkCollection, coverImage, type Post } from '#src/lib/posts.ts'
import { readTime } from '#src/lib/read-time.ts'
import { getPagePaths, getRecord } from './entries.ts'
import { POST_TAGS } from './schemas.ts'

async function loadPosts(): Promise<Array<Post>> {
  const [entries, { order }, site, pagePaths] = await Promise.all([
    getCollection('blog'),
    getRecord('blogOrder'),
    getRecord('site'),
    getPagePaths(),
  ])
  const rendered = entries.map((entry) => ({ entry, body: renderMarkdown(entry.body ?? '', { file: `content/blog/${entry.id}.md`, site }) }))
  checkCollection(
    rendered.map(({ entry, body }) => ({ id: entry.id, tags: entry.data.tags, internalLinks: body.internalLinks })),
    order,
    new Set(pagePaths.map((page) => page.path)),
    POST_TAGS,
  )
  const byId = new Map(rendered.map((post) => [post.entry.id, post]))
  return order.map((id, index) => {
    const { entry, body } = byId.get(id)!
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

let posts: Promise<Array<Post>> | undefined

/** Every article in the collection order of content/blog-order.yaml, rendered once per build. */
export function getPosts(): Promise<Array<Post>> {
  posts ??= loadPosts()
  return posts
}

export async function getPostsByTag(tag: string): Promise<Array<Post>> {
  return (await getPosts()).filter((post) => post.tags.includes(tag))
}
