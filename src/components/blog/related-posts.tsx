import type { PostSummary } from '#src/lib/posts.ts'
import { PostCard } from './post-card.tsx'

/** 'Related Articles' under an article (specification §2): absent when there are none. */
export function RelatedPosts({ posts }: { posts: ReadonlyArray<PostSummary> }) {
  if (posts.length === 0) return null
  return (
    // Below the article, so the browser lays it out only as the reader nears it: an article's first load spends its
    // main thread on the text (decision 020 measured the blocking time it saves). The size it stands in for before
    // that is about a phone's; the visible text above never moves.
    <section
      aria-labelledby="related-articles-heading"
      className="border-t border-line bg-surface px-4 py-16 [contain-intrinsic-size:auto_1800px] [content-visibility:auto] sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="related-articles-heading" className="text-3xl font-bold tracking-tight text-brand-950">
          Related Articles
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
