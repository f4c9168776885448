import { Link } from 'react-router'
import { postOrder } from '#app/content/post-order.ts'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { StatusScreen } from '#app/components/layout/not-found.tsx'
import { buildMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/blog-post.ts'

export function loader({ params }: Route.LoaderArgs) {
  const id = postOrder.find((p) => p === params.id)
  return { post: id ? { id } : null }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const post = loaderData?.post
  if (!post) return buildMeta({ title: 'Blog Post Not Found', noindex: true })
  return buildMeta({ title: post.id, path: `/blogs/${post.id}` })
}

export default function BlogPostRoute({ loaderData: { post } }: Route.ComponentProps) {
  return post ? <PageHero title={post.id} intro="Article" /> : <PostNotFound />
}

function PostNotFound() {
  return (
    <StatusScreen title="Blog Post Not Found" text="The blog post you're looking for doesn't exist.">
      <Link to="/blogs">Back to Blogs</Link>
    </StatusScreen>
  )
}
