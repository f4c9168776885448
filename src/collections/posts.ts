import { getCollection } from 'astro:content'
import { FRAMES } from '#src/lib/pictures.ts'
import type { DraftPost } from '#src/lib/article.server.ts'
import { buildPosts } from '#src/lib/posts.server.ts'
import type { Post } from '#src/lib/posts.ts'
import { getPagePaths, getPlans, getRecord } from './entries.ts'
import { resolvePicture } from './pictures.ts'
import { POST_TAGS } from './schemas/blog.ts'

let posts: Promise<Array<Post>> | undefined

async function withCover(post: DraftPost): Promise<Post> {
  if (!('upload' in post.cover)) return { ...post, cover: post.cover }
  const where = { file: `content/blog/${post.id}.md`, field: 'image' }
  return { ...post, cover: { photo: await resolvePicture(post.cover.upload, FRAMES.cover, where) } }
}

export function getPosts(): Promise<Array<Post>> {
  posts ??= Promise.all([
    getCollection('blog'),
    getRecord('blogOrder'),
    getRecord('site'),
    getRecord('pictures'),
    getPagePaths(),
    getPlans(),
  ]).then(([entries, { order }, site, pictures, pages, plans]) => {
    const pagePaths = new Set(pages.map((page) => page.path))
    return Promise.all(buildPosts(entries, { order, site, pictures, plans, pagePaths, tags: POST_TAGS }).map(withCover))
  })
  return posts
}
