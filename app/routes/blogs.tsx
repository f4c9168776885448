import { BlogSearch } from '#app/components/blog/blog-search.tsx'
import { PostCard } from '#app/components/blog/post-card.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { fixedPageMeta } from '#app/content/page-heads.ts'
import { getPosts, toSummary } from '#app/content/posts.server.ts'
import type { Route } from './+types/blogs.ts'

const INTRO = 'Practical insights on outsourcing, virtual assistants, AI agents and running a more efficient business.'

/** Cards in the first row at the widest layout (3 columns) load eagerly; the rest lazily. */
const FIRST_ROW = 3

export function loader() {
  // Cards only: the bodies stay on the article pages.
  return { posts: getPosts().map(toSummary) }
}

export function meta() {
  return fixedPageMeta('/blogs')
}

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

export default function BlogsRoute({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Blog" intro={INTRO} />
      <BlogSearch posts={posts} />
      <section aria-labelledby="articles-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <h2 id="articles-heading" className="sr-only">
            All articles
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
    </>
  )
}
