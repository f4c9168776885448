import { isRouteErrorResponse } from 'react-router'
import { PostArticle } from '#app/components/blog/post-article.tsx'
import { PostNotFound } from '#app/components/blog/post-not-found.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getPostById, getRelatedPosts, toSummary } from '#app/content/posts.server.ts'
import { buildMeta } from '#app/lib/seo.ts'
import { extractToc } from '#app/lib/toc.server.ts'
import { site } from '#app/site.ts'
import type { Route } from './+types/blog-post.ts'

export function loader({ params }: Route.LoaderArgs) {
  // null for an unknown id: the reserved /blogs/__not-found path prerenders the not-found screen (CONVENTIONS.md).
  const post = getPostById(params.id)
  return {
    post,
    related: post ? getRelatedPosts(post).map(toSummary) : [],
    // Built here, at build time, from the rendered body's h2 ids; empty below three sections.
    toc: post ? extractToc(post.html) : [],
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const post = loaderData?.post
  if (!post) return buildMeta({ title: 'Blog Post Not Found', noindex: true })
  const path = `/blogs/${post.id}`
  return buildMeta({
    title: post.title,
    description: post.excerpt,
    path,
    image: { src: post.image.src, width: post.image.width, height: post.image.height, alt: post.image.alt },
    article: { publishedAt: post.publishedAt, tags: post.tags, author: post.author },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        image: new URL(post.image.src, site.url).href,
        datePublished: post.publishedAt,
        author: { '@type': 'Organization', name: post.author },
        publisher: { '@type': 'Organization', name: site.name, url: site.url },
        mainEntityOfPage: new URL(path, site.url).href,
        keywords: post.tags.join(', '),
      },
    ],
  })
}

export default function BlogPostRoute({ loaderData: { post, related, toc } }: Route.ComponentProps) {
  return post ? <PostArticle post={post} related={related} toc={toc} /> : <PostNotFound />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <PostNotFound /> : <RouteError error={error} />
}
