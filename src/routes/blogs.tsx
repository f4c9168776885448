import { CARD_IMAGE_SIZES } from '#src/components/blog/post-card.tsx'
import { PostGrid } from '#src/components/blog/post-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { getPosts, toSummary } from '#src/content/posts.server.ts'

const INTRO = 'Practical insights on outsourcing, virtual assistants, AI agents and running a more efficient business.'

export type LoaderData = ReturnType<typeof loader>

export function loader() {
  // Cards only: the bodies stay on the article pages.
  return { posts: getPosts().map(toSummary) }
}

export function head({ posts }: LoaderData) {
  const [first] = posts
  return fixedPageHead('/blogs', [], first && { image: first.image, sizes: CARD_IMAGE_SIZES })
}

/** `search`: the search box island, placed by src/pages/blogs.astro. */
export default function BlogsRoute({ data: { posts }, search }: { data: LoaderData; search?: React.ReactNode }) {
  return (
    <>
      <PageHero title="Blog" intro={INTRO} />
      {search}
      <PostGrid posts={posts} heading="All articles" />
    </>
  )
}
