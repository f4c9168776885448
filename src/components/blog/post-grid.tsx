import type { PostSummary } from '#src/lib/posts.ts'
import { PostCard } from './post-card.tsx'
import type { TagWords } from './tag-list.tsx'

// One card fills a phone's first screen, two a tablet's, three a desktop's (app.css `offscreen-card`).
const OFFSCREEN_CLASSES = [undefined, 'max-md:offscreen-card', 'max-lg:offscreen-card']

type PostGridProps = { posts: ReadonlyArray<PostSummary>; heading: string; tagWords: TagWords }

export function PostGrid({ posts, heading, tagWords }: PostGridProps) {
  return (
    <section aria-labelledby="articles-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h2 id="articles-heading" className="sr-only">
          {heading}
        </h2>
        <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id} className={index < 3 ? OFFSCREEN_CLASSES[index] : 'offscreen-card'}>
              {/* The first cover is the largest paint on every width (the head preloads it); the rest load lazily. */}
              <PostCard post={post} priority={index === 0} tagWords={tagWords} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
