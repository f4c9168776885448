import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { PostSummary } from '#src/lib/posts.ts'
import { PostGrid } from './post-grid.tsx'

const INTRO = 'Practical insights on outsourcing, virtual assistants, AI agents and running a more efficient business.'

export function BlogIndexPage({ posts, search }: { posts: ReadonlyArray<PostSummary>; search?: React.ReactNode }) {
  return (
    <>
      <PageHero title="Blog" intro={INTRO} />
      {search}
      <PostGrid posts={posts} heading="All articles" />
    </>
  )
}
