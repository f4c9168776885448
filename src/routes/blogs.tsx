import { BlogSearch } from '#src/components/blog/blog-search.tsx'
import { PostGrid } from '#src/components/blog/post-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { fixedPageMeta } from '#src/content/page-heads.ts'
import { getPosts, toSummary } from '#src/content/posts.server.ts'
import type { Route } from './+types/blogs.ts'

const INTRO = 'Practical insights on outsourcing, virtual assistants, AI agents and running a more efficient business.'

export function loader() {
  // Cards only: the bodies stay on the article pages.
  return { posts: getPosts().map(toSummary) }
}

export function meta() {
  return fixedPageMeta('/blogs')
}

export default function BlogsRoute({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Blog" intro={INTRO} />
      <BlogSearch posts={posts} />
      <PostGrid posts={posts} heading="All articles" />
    </>
  )
}
