import { ArrowLeft, ListOrdered } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import type { ArticlePage } from '#src/collections/schemas/blog.ts'
import type { Booking } from '#src/lib/booking.ts'
import { TABLE_LABEL_ID, type Post, type PostSummary } from '#src/lib/posts.ts'
import { cn } from '#src/lib/cn.ts'
import { ArticleBody } from './article-body.tsx'
import { CoverImage } from './cover-image.tsx'
import { PostMeta } from './post-meta.tsx'
import { RelatedPosts } from './related-posts.tsx'
import { TagList, type TagWords } from './tag-list.tsx'

/** How wide the cover is drawn (beside the title from lg); the page head preloads the cover with the same value. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1024px) 384px, (min-width: 768px) 720px, 100vw'

/** Specification §2 'Blog article': the box after the article, above its consultation button. */
const CONSULTATION_BOX_TITLE = 'Ready to Transform Your Business?'

// The contents are an island (they follow the reading position), so the page passes them in already placed.
type PostArticleProps = {
  post: Post
  related: ReadonlyArray<PostSummary>
  booking: Booking
  words: ArticlePage
  tagWords: TagWords
  toc?: React.ReactNode
}

export function PostArticle({ post, related, booking, words, tagWords, toc }: PostArticleProps) {
  // From the entries, not the slot: Astro passes a named slot even when its condition rendered nothing.
  const hasToc = post.toc.length > 0 && Boolean(toc)
  return (
    <>
      <article className="px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8 print:p-0">
        {/* The cover comes first (specification §2) but beside the title from lg, so the article opens on its title. */}
        <div className="mx-auto max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-x-12 print:block">
          <a
            href="/blogs"
            className="-my-3 inline-flex items-center gap-1.5 justify-self-start rounded-sm py-3 text-sm font-semibold text-brand-700 hover:text-brand-900 lg:col-span-2 print:hidden"
          >
            <SvgIcon node={ArrowLeft} aria-hidden="true" className="size-4" />
            {words.backLink}
          </a>
          <CoverImage
            cover={post.cover}
            sizes={ARTICLE_IMAGE_SIZES}
            priority
            labels
            className="mt-6 rounded-2xl shadow-sm ring-1 ring-brand-100 sm:rounded-3xl lg:col-start-2 lg:row-start-2 lg:rounded-2xl print:hidden"
          />
          <header className="mx-auto mt-8 max-w-3xl sm:mt-10 lg:col-start-1 lg:row-start-2 lg:mx-0 lg:mt-6 lg:max-w-none">
            <PostMeta publishedAt={post.publishedAt} readTime={post.readTime} author={post.author} />
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-4xl">{post.title}</h1>
            <p className="mt-5 text-xl leading-8 text-pretty text-muted" data-pagefind-body="" data-pagefind-weight="3">
              {post.excerpt}
            </p>
            <TagList
              tags={post.tags}
              words={tagWords}
              className="mt-6 print:hidden"
              data-pagefind-body=""
              data-pagefind-weight="3"
            />
          </header>
        </div>
        <div className={cn('mx-auto max-w-3xl', hasToc && 'lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_14rem] lg:gap-x-12')}>
          {/* The grid row is as tall as the text, so the contents have room to stay in view (sticky) while it is read. */}
          {hasToc ? (
            <div className="mt-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:mt-10 lg:self-start lg:pt-10 print:hidden">
              {toc}
            </div>
          ) : null}
          <ArticleBody html={post.html} className="mt-10 border-t border-line pt-10 lg:col-start-1 lg:row-start-1" />
          {/* Names every table the text wraps to scroll sideways (aria-labelledby may point at hidden text). */}
          {post.html.includes(TABLE_LABEL_ID) ? (
            <span id={TABLE_LABEL_ID} hidden>
              {words.tableLabel}
            </span>
          ) : null}
          {hasToc ? (
            // Sticks to the foot of a phone's screen while the text is on it; the link opens the contents (a <details>).
            <a
              href="#article-contents"
              className="sticky bottom-[max(1rem,env(safe-area-inset-bottom))] z-10 mt-8 ml-auto flex min-h-11 w-fit items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg ring-1 ring-white/40 hover:bg-brand-800 lg:hidden print:hidden"
            >
              <SvgIcon node={ListOrdered} aria-hidden="true" className="size-4" />
              {words.contentsLink}
            </a>
          ) : null}
        </div>
      </article>
      <section aria-labelledby="consultation-heading" className="px-4 pb-16 sm:px-6 lg:px-8 print:hidden">
        <div className={cn('mx-auto max-w-3xl', hasToc && 'lg:max-w-5xl lg:pr-68')}>
          <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 px-5 py-10 text-center text-white shadow-xl sm:px-12 sm:py-12">
            <h2 id="consultation-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {CONSULTATION_BOX_TITLE}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">{words.consultationText}</p>
            <ConsultationButton
              booking={booking}
              place="article-box"
              variant="accent"
              className="mt-8 sm:min-h-13 sm:px-8 sm:text-lg"
            />
          </div>
        </div>
      </section>
      <RelatedPosts posts={related} tagWords={tagWords} className="print:hidden" />
    </>
  )
}
