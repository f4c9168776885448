import { isRouteErrorResponse } from 'react-router'
import { PostArticle } from '#src/components/blog/post-article.tsx'
import { PostNotFound } from '#src/components/blog/post-not-found.tsx'
import { RouteError } from '#src/components/layout/route-error.tsx'
import { crumbFor } from '#src/content/page-heads.ts'
import { getPostById, getRelatedPosts, toSummary } from '#src/content/posts.server.ts'
import { isoDateTime } from '#src/lib/dates.ts'
import { buildMeta } from '#src/lib/seo.ts'
import { blogPosting, breadcrumbList } from '#src/lib/structured-data.ts'
import { extractToc } from '#src/lib/toc.server.ts'
import type { Route } from './+types/blog-post.ts'

export function loader({ params }: Route.LoaderArgs) {
  // null for an unknown id: the reserved /blogs/__not-found path prerenders the not-found screen (CONVENTIONS.md).
  const post = getPostById(params.id)
  return {
    post,
    related: post ? getRelatedPosts(post).map(toSummary) : [],
    // Built here, at build time, from the rendered body's h2 ids; empty below three sections.
    toc: post ? extractToc(post.html) : [],
    // Resolving a bare date to Los Angeles time needs Intl's time-zone data, which costs tens of milliseconds
    // when the page hydrates on a phone; done here, at build time, it is a string.
    publishedTime: post ? isoDateTime(post.publishedAt) : null,
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const post = loaderData?.post
  const publishedTime = loaderData?.publishedTime
  if (!post || !publishedTime)
    return buildMeta({
      title: 'Blog Post Not Found',
      description: "The blog post you're looking for doesn't exist.",
      noindex: true,
    })
  const path = `/blogs/${post.id}`
  return buildMeta({
    title: post.title,
    description: post.excerpt,
    path,
    article: { publishedTime, tags: post.tags },
    jsonLd: [blogPosting({ ...post, publishedTime }), breadcrumbList([crumbFor('/blogs'), { name: post.title, path }])],
  })
}

export default function BlogPostRoute({ loaderData: { post, related, toc } }: Route.ComponentProps) {
  return post ? <PostArticle post={post} related={related} toc={toc} /> : <PostNotFound />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <PostNotFound /> : <RouteError error={error} />
}
