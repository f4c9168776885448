import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import type { PostSummary } from '#src/lib/posts.ts'
import { PostGrid } from './post-grid.tsx'

export const articleCount = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`

export function TagPage({ tag, posts }: { tag: string; posts: ReadonlyArray<PostSummary> }) {
  return (
    <>
      <PageHero
        eyebrow="Blog topic"
        title={`Articles about ${tag}`}
        intro={`Every article on the blog tagged ${tag}, in the same order as the blog index.`}
      >
        <a href="/blogs" className={buttonVariants({ variant: 'outline' })}>
          All articles
        </a>
      </PageHero>
      <PostGrid posts={posts} heading={`${articleCount(posts.length)} about ${tag}`} />
    </>
  )
}
