import { getOfferings } from './entries.ts'
import { getPosts } from './posts.ts'

/** The origins of the external pictures the content names, which the pages' image policy must allow. */
export async function getExternalPictureOrigins(): Promise<Array<string>> {
  const [posts, services, industries] = await Promise.all([getPosts(), getOfferings('service'), getOfferings('industry')])
  const sources = [
    ...posts.flatMap((post) => ('photo' in post.cover ? [post.cover.photo.src] : [])),
    ...[...services, ...industries].flatMap((page) => (page.heroImage ? [page.heroImage.src] : [])),
  ]
  return [...new Set(sources.filter((src) => src.startsWith('https://')).map((src) => new URL(src).origin))].sort()
}
