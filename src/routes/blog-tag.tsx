import { CARD_IMAGE_SIZES } from '#src/components/blog/post-card.tsx'
import { PostGrid } from '#src/components/blog/post-grid.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import { getTagPage, toSummary } from '#src/content/posts.server.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { buildHead } from '#src/lib/seo.ts'
import { breadcrumbList } from '#src/lib/structured-data.ts'
import { tagPath } from '#src/lib/tag-slug.ts'
import { site } from '#src/site.ts'

export type LoaderData = ReturnType<typeof loader>

/** A topic page by tag slug (unknown slugs are answered by src/pages/blogs/tags/404.astro, never built here). */
export function loader(params: { tag: string }) {
  const page = getTagPage(params.tag)
  if (!page) throw new Error(`No blog topic with the slug "${params.tag}"`)
  return { tag: page.tag, posts: page.posts.map(toSummary) }
}

export function head({ tag, posts }: LoaderData) {
  return buildHead({
    title: `Articles about ${tag}`,
    description: `${posts.length} ${posts.length === 1 ? 'article' : 'articles'} from the ${site.name} blog about ${tag}: practical guides for founders and small businesses.`,
    path: tagPath(tag),
    jsonLd: [breadcrumbList([crumbFor('/blogs'), { name: `Articles about ${tag}`, path: tagPath(tag) }])],
    lcpImage: posts[0] && { image: posts[0].image, sizes: CARD_IMAGE_SIZES },
  })
}

export default function BlogTagRoute({ data: { tag, posts } }: { data: LoaderData }) {
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
      <PostGrid posts={posts} heading={`${posts.length} ${posts.length === 1 ? 'article' : 'articles'} about ${tag}`} />
    </>
  )
}
