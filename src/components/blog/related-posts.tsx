import { cn } from '#src/lib/cn.ts'
import type { PostSummary } from '#src/lib/posts.ts'
import { PostCard } from './post-card.tsx'
import type { TagWords } from './tag-list.tsx'

type RelatedPostsProps = { posts: ReadonlyArray<PostSummary>; tagWords: TagWords; className?: string }

export function RelatedPosts({ posts, tagWords, className }: RelatedPostsProps) {
  if (posts.length === 0) return null
  return (
    // Laid out only as the reader nears it, so a first load spends the main thread on the text (docs/decisions/020-lean-article-pages.md).
    <section
      aria-labelledby="related-articles-heading"
      data-pagefind-ignore="all"
      className={cn(
        'border-t border-line bg-surface px-4 py-16 [contain-intrinsic-size:auto_1800px] [content-visibility:auto] sm:px-6 lg:px-8',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="related-articles-heading" className="text-3xl font-bold tracking-tight text-brand-950">
          Related Articles
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} tagWords={tagWords} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
