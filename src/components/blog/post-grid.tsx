import type { PostSummary } from '#src/lib/posts.ts'
import { PostCard } from './post-card.tsx'

// One card fills a phone's first screen, two a tablet's, three a desktop's (app.css `offscreen-card`).
function offscreenClass(index: number): string | undefined {
  if (index === 0) return undefined
  if (index === 1) return 'max-md:offscreen-card'
  if (index === 2) return 'max-lg:offscreen-card'
  return 'offscreen-card'
}

type PostGridProps = {
  posts: ReadonlyArray<PostSummary>
  heading: string
}

export function PostGrid({ posts, heading }: PostGridProps) {
  return (
    <section aria-labelledby="articles-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h2 id="articles-heading" className="sr-only">
          {heading}
        </h2>
        <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id} className={offscreenClass(index)}>
              {/* The first cover is the largest paint on every width (the head preloads it); the rest load lazily, so that
                  on a phone the covers below the screen do not share the connection with it. */}
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
