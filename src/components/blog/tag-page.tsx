import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import type { BlogPage } from '#src/collections/schemas/blog.ts'
import type { PostSummary } from '#src/lib/posts.ts'
import { countWords, fillWords } from '#src/lib/words.ts'
import { PostGrid } from './post-grid.tsx'

export function TagPage({ tag, posts, words }: { tag: string; posts: ReadonlyArray<PostSummary>; words: BlogPage }) {
  const count = countWords(words.articleCount, posts.length)
  return (
    <>
      <PageHero
        eyebrow={words.topic.label}
        title={fillWords(words.topic.title, { tag })}
        intro={fillWords(words.topic.intro, { tag })}
      >
        <a href="/blogs" className={buttonVariants({ variant: 'outline' })}>
          {words.topic.backLink}
        </a>
      </PageHero>
      <PostGrid posts={posts} heading={fillWords(words.topic.listHeading, { count, tag })} tagWords={words} />
    </>
  )
}
