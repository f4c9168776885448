import type { PostSummary } from '#src/content/types.ts'
import { PostCard } from './post-card.tsx'

/** Cards in the first row at the widest layout (3 columns) load their covers at once; the rest lazily. */
const FIRST_ROW = 3

/**
 * Cards outside the first screen skip style, layout and paint until they come near (app.css `offscreen-card`):
 * one card fills a phone's first screen, two a tablet's, three a desktop's.
 */
function offscreenClass(index: number): string | undefined {
  if (index === 0) return undefined
  if (index === 1) return 'max-md:offscreen-card'
  if (index === 2) return 'max-lg:offscreen-card'
  return 'offscreen-card'
}

type PostGridProps = {
  posts: ReadonlyArray<PostSummary>
  /** The section's visually hidden h2. */
  heading: string
}

/** A list of article cards in the blog's 1/2/3-column grid (the blog index and the topic pages). */
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
              <PostCard post={post} eager={index < FIRST_ROW} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
