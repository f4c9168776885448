import { ARTICLE_IMAGE_SIZES, PostArticle } from '#src/components/blog/post-article.tsx'
import { crumbFor } from '#src/content/page-heads.ts'
import { getPostById, getRelatedPosts, toSummary } from '#src/content/posts.server.ts'
import { isoDateTime } from '#src/lib/dates.ts'
import { buildHead } from '#src/lib/seo.ts'
import { blogPosting, breadcrumbList } from '#src/lib/structured-data.ts'
import { extractToc } from '#src/lib/toc.server.ts'

export type LoaderData = ReturnType<typeof loader>

/** An article by id (unknown ids are answered by src/pages/blogs/404.astro, never built here). */
export function loader(params: { id: string }) {
  const post = getPostById(params.id)
  if (!post) throw new Error(`No article with the id "${params.id}"`)
  return {
    post,
    related: getRelatedPosts(post).map(toSummary),
    // Built from the rendered body's h2 ids; empty below three sections.
    toc: extractToc(post.html),
    // A bare date resolved to Los Angeles time needs Intl's time-zone data: done here, at build time.
    publishedTime: isoDateTime(post.publishedAt),
  }
}

export function head({ post, publishedTime }: LoaderData) {
  const path = `/blogs/${post.id}`
  return buildHead({
    title: post.title,
    description: post.excerpt,
    path,
    article: { publishedTime, tags: post.tags },
    jsonLd: [blogPosting({ ...post, publishedTime }), breadcrumbList([crumbFor('/blogs'), { name: post.title, path }])],
    lcpImage: { image: post.image, sizes: ARTICLE_IMAGE_SIZES },
  })
}

/** `toc`: the table of contents island, placed by src/pages/blogs/[id].astro when the article has one. */
export default function BlogPostRoute({ data: { post, related }, toc }: { data: LoaderData; toc?: React.ReactNode }) {
  return <PostArticle post={post} related={related} toc={toc} />
}
