import { Link, isRouteErrorResponse } from 'react-router'
import { PostGrid } from '#src/components/blog/post-grid.tsx'
import { TagNotFound } from '#src/components/blog/tag-not-found.tsx'
import { RouteError } from '#src/components/layout/route-error.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import { getTagPage, toSummary } from '#src/content/posts.server.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { buildMeta } from '#src/lib/seo.ts'
import { breadcrumbList } from '#src/lib/structured-data.ts'
import { tagPath } from '#src/lib/tag-slug.ts'
import { site } from '#src/site.ts'
import type { Route } from './+types/blog-tag.ts'

export function loader({ params }: Route.LoaderArgs) {
  // null for an unknown slug: the reserved /blogs/tags/__not-found path prerenders the not-found screen.
  const page = getTagPage(params.tag)
  return page ? { tag: page.tag, posts: page.posts.map(toSummary) } : null
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return buildMeta({ title: 'Topic Not Found', description: "The blog topic you're looking for doesn't exist.", noindex: true })
  const { tag, posts } = loaderData
  return buildMeta({
    title: `Articles about ${tag}`,
    description: `${posts.length} ${posts.length === 1 ? 'article' : 'articles'} from the ${site.name} blog about ${tag}: practical guides for founders and small businesses.`,
    path: tagPath(tag),
    jsonLd: [breadcrumbList([crumbFor('/blogs'), { name: `Articles about ${tag}`, path: tagPath(tag) }])],
  })
}

export default function BlogTagRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <TagNotFound />
  const { tag, posts } = loaderData
  return (
    <>
      <PageHero
        eyebrow="Blog topic"
        title={`Articles about ${tag}`}
        intro={`Every article on the blog tagged ${tag}, in the same order as the blog index.`}
      >
        <Link to="/blogs" className={buttonVariants({ variant: 'outline' })}>
          All articles
        </Link>
      </PageHero>
      <PostGrid posts={posts} heading={`${posts.length} ${posts.length === 1 ? 'article' : 'articles'} about ${tag}`} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <TagNotFound /> : <RouteError error={error} />
}
