import { ARTICLE_IMAGE_SIZES } from '#src/components/blog/post-article.tsx'
import { CARD_IMAGE_SIZES } from '#src/components/blog/post-card.tsx'
import { OFFERING_HERO_SIZES } from '#src/components/layout/offering-page.tsx'
import { isoDateTime } from '#src/lib/dates.ts'
import { jobDescription } from '#src/lib/job-form.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { socialCardFor, type Picture } from '#src/lib/pictures.ts'
import type { Post, PostSummary } from '#src/lib/posts.ts'
import type { JsonLd, MetaInput } from '#src/lib/seo.ts'
import { blogPosting, breadcrumbList, jobPosting, offeringService } from '#src/lib/structured-data.ts'
import { countWords, fillWords } from '#src/lib/words.ts'
import { getRecord, type Offering, type PlaceholderService } from './entries.ts'
import type { PostTag } from './schemas/blog.ts'
import type { JobOpening } from './schemas/careers.ts'

// Each kind of page has one head helper here; the layout renders what it returns through buildHead (src/lib/seo.ts).

/** The entry content/page-heads.yaml has for a page at a fixed path; the build fails naming the path if there is none. */
export async function getPageHead(path: string) {
  const head = (await getRecord('pageHeads')).pages.find((page) => page.path === path)
  if (!head) throw new Error(`content/page-heads.yaml: no entry for the page ${path}`)
  return head
}

export async function getFixedPageHead(
  path: string,
  jsonLd: ReadonlyArray<JsonLd> = [],
  lcpImage?: MetaInput['lcpImage'],
): Promise<MetaInput> {
  const [site, head] = await Promise.all([getRecord('site'), getPageHead(path)])
  const trail = path === '/' ? [] : [breadcrumbList(site, [{ name: head.crumb, path }])]
  return { title: head.title, description: head.description, path, jsonLd: [...trail, ...jsonLd], lcpImage }
}

async function getCrumbs(parent: string, page: { name: string; path: string }) {
  const [site, head] = await Promise.all([getRecord('site'), getPageHead(parent)])
  return breadcrumbList(site, [{ name: head.crumb, path: parent }, page])
}

const coverImage = (post: PostSummary | undefined, sizes: string) =>
  post && 'photo' in post.cover ? { picture: post.cover.photo, sizes } : undefined

/** A service or industry page, or a service page still to be written (noindex); `photo` is its hero, preloaded. */
export async function getOfferingHead(page: Offering | PlaceholderService, photo?: Picture): Promise<MetaInput> {
  const [site, words] = await Promise.all([getRecord('site'), getRecord('offeringPage')])
  const { title, path } = page
  if (page.kind === 'placeholder')
    return { title, description: fillWords(words.placeholder.description, { title }), path, noindex: true }
  const socialCard = socialCardFor(page.heroImage?.src)
  const parent = page.kind === 'service' ? '/services' : '/industries'
  return {
    title,
    description: page.description,
    path,
    jsonLd: [await getCrumbs(parent, { name: title, path }), offeringService(site, { ...page, socialCard })],
    lcpImage: photo && { picture: photo, sizes: OFFERING_HERO_SIZES },
    socialCard,
  }
}

export async function getPostHead(post: Post): Promise<MetaInput> {
  const site = await getRecord('site')
  const path = pathFor.post(post.id)
  // A bare date resolved to Los Angeles time needs Intl's time-zone data: done here, at build time.
  const publishedTime = isoDateTime(post.publishedAt)
  const socialCard = socialCardFor(post.uploadedCover)
  return {
    title: post.title,
    description: post.excerpt,
    path,
    article: { publishedTime, tags: post.tags },
    jsonLd: [blogPosting(site, { ...post, publishedTime, socialCard }), await getCrumbs('/blogs', { name: post.title, path })],
    lcpImage: coverImage(post, ARTICLE_IMAGE_SIZES),
    socialCard,
  }
}

/** A topic page, over the articles it lists (newest first). */
export async function getTagHead(tag: PostTag, posts: ReadonlyArray<PostSummary>): Promise<MetaInput> {
  const [site, words] = await Promise.all([getRecord('site'), getRecord('blogPage')])
  const path = pathFor.tag(tag)
  const title = fillWords(words.topic.title, { tag })
  const count = countWords(words.articleCount, posts.length)
  return {
    title,
    description: fillWords(words.topic.description, { count, brand: site.name, tag }),
    path,
    jsonLd: [await getCrumbs('/blogs', { name: title, path })],
    lcpImage: coverImage(posts[0], CARD_IMAGE_SIZES),
  }
}

export async function getJobHead(job: JobOpening): Promise<MetaInput> {
  const site = await getRecord('site')
  const path = pathFor.job(job.id)
  return {
    title: job.title,
    description: jobDescription(job.summary),
    descriptionVerbatim: true,
    path,
    jsonLd: [jobPosting(site, job), await getCrumbs('/careers', { name: job.title, path })],
  }
}
