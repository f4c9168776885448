import { getCollection } from 'astro:content'
import { buildPosts } from '#src/lib/posts.server.ts'
import type { Post } from '#src/lib/posts.ts'
import { getPagePaths, getRecord } from './entries.ts'
import { POST_TAGS } from './schemas.ts'

let posts: Promise<Array<Post>> | undefined

export function getPosts(): Promise<Array<Post>> {
  posts ??= Promise.all([getCollection('blog'), getRecord('blogOrder'), getRecord('site'), getPagePaths()]).then(
    ([entries, { order }, site, pages]) => buildPosts(entries, { order, site, pagePaths: new Set(pages.map((page) => page.path)), tags: POST_TAGS }),
  )
  return posts
}

export async function getPostsByTag(tag: string): Promise<Array<Post>> {
  return (await getPosts()).filter((post) => post.tags.includes(tag))
}
