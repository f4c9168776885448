import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { BlogPage } from '#src/collections/schemas/blog.ts'
import type { PostSummary } from '#src/lib/posts.ts'
import { PostGrid } from './post-grid.tsx'

/** Specification §2 'Blog index': the hero band is titled Blog. */
const BLOG_TITLE = 'Blog'

type BlogIndexPageProps = { posts: ReadonlyArray<PostSummary>; words: BlogPage; search?: React.ReactNode }

export function BlogIndexPage({ posts, words, search }: BlogIndexPageProps) {
  return (
    <>
      <PageHero title={BLOG_TITLE} intro={words.intro} />
      {search}
      <PostGrid posts={posts} heading={words.listHeading} tagWords={words} />
    </>
  )
}
