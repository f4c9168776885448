import { ArrowRight } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { pathFor } from '#src/lib/path-for.ts'
import type { PostSummary } from '#src/lib/posts.ts'
import { PostMeta } from './post-meta.tsx'
import { CoverImage } from './cover-image.tsx'
import { TagList, type TagWords } from './tag-list.tsx'

/** Card widths in the 1/2/3-column grids (max-w-7xl container), for choosing the 640, 800 or 1200 px cover. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 389px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw'

export function PostCard({ post, priority, tagWords }: { post: PostSummary; priority?: boolean; tagWords: TagWords }) {
  const to = pathFor.post(post.id)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      <CoverImage cover={post.cover} sizes={CARD_IMAGE_SIZES} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta publishedAt={post.publishedAt} readTime={post.readTime} />
        <h3 className="mt-3 text-xl leading-snug font-bold tracking-tight text-brand-950">
          <a href={to} className="rounded-sm hover:text-brand-700">
            {post.title}
          </a>
        </h3>
        <p className="mt-3 line-clamp-3 leading-7 text-muted">{post.excerpt}</p>
        <TagList tags={post.tags} words={tagWords} className="mt-5 mb-6" />
        <footer className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line pt-5">
          <p className="text-sm font-medium text-ink">
            <span className="sr-only">By </span>
            {post.author}
          </p>
          <a
            href={to}
            className="-my-3 inline-flex items-center gap-1.5 rounded-sm py-3 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            Read More<span className="sr-only">: {post.title}</span>
            <SvgIcon node={ArrowRight} aria-hidden="true" className="size-4" />
          </a>
        </footer>
      </div>
    </article>
  )
}
