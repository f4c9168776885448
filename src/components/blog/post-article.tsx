import { ArrowLeft } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import type { Booking } from '#src/lib/booking.ts'
import type { Post, PostSummary } from '#src/lib/posts.ts'
import { cn } from '#src/lib/cn.ts'
import { ArticleBody } from './article-body.tsx'
import { CoverImage } from './cover-image.tsx'
import { PostMeta } from './post-meta.tsx'
import { RelatedPosts } from './related-posts.tsx'
import { TagList } from './tag-list.tsx'

/** How wide the cover is drawn; the page head preloads the cover with the same value. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1024px) 976px, 100vw'

// The contents are an island (they follow the reading position), so the page passes them in already placed.
type PostArticleProps = { post: Post; related: ReadonlyArray<PostSummary>; booking: Booking; toc?: React.ReactNode }

export function PostArticle({ post, related, booking, toc }: PostArticleProps) {
  const hasToc = Boolean(toc)
  return (
    <>
      <article className="px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <a
            href="/blogs"
            className="-my-3 inline-flex items-center gap-1.5 rounded-sm py-3 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            <SvgIcon node={ArrowLeft} aria-hidden="true" className="size-4" />
            All articles
          </a>
          <CoverImage
            cover={post.cover}
            sizes={ARTICLE_IMAGE_SIZES}
            priority
            labels
            className="mt-6 rounded-2xl shadow-sm ring-1 ring-brand-100 sm:rounded-3xl"
          />
        </div>
        <div className={cn('mx-auto max-w-3xl', hasToc && 'lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_14rem] lg:gap-x-12')}>
          <header className="mt-8 sm:mt-10">
            <PostMeta publishedAt={post.publishedAt} readTime={post.readTime} author={post.author} />
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-xl leading-8 text-pretty text-muted" data-pagefind-body="" data-pagefind-weight="3">
              {post.excerpt}
            </p>
            <TagList tags={post.tags} className="mt-6" data-pagefind-body="" data-pagefind-weight="3" />
          </header>
          {hasToc ? <div className="mt-8 lg:col-start-2 lg:row-start-2 lg:mt-10 lg:pt-10">{toc}</div> : null}
          <ArticleBody html={post.html} className="mt-10 border-t border-line pt-10 lg:col-start-1 lg:row-start-2" />
        </div>
      </article>
      <section aria-labelledby="consultation-heading" className="px-4 pb-16 sm:px-6 lg:px-8">
        <div className={cn('mx-auto max-w-3xl', hasToc && 'lg:max-w-5xl lg:pr-68')}>
          <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 px-5 py-10 text-center text-white shadow-xl sm:px-12 sm:py-12">
            <h2 id="consultation-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              Ready to Transform Your Business?
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">
              Talk to us about the tasks you want off your plate. We match you with vetted virtual assistants and AI agents, and
              you can start in under a week.
            </p>
            <ConsultationButton
              booking={booking}
              place="article-box"
              variant="accent"
              className="mt-8 sm:min-h-13 sm:px-8 sm:text-lg"
            />
          </div>
        </div>
      </section>
      <RelatedPosts posts={related} />
    </>
  )
}
