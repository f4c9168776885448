import type { APIRoute, InferGetStaticPropsType } from 'astro'
import { getJobs, getOfferings, getPagePaths, getRecord } from '#src/collections/entries.ts'
import { getPosts } from '#src/collections/posts.ts'
import { POST_TAGS } from '#src/collections/schemas/blog.ts'
import { socialCardPng, socialPhotoJpeg, type ArtworkInput } from '#src/lib/images.server.tsx'
import { pathFor } from '#src/lib/path-for.ts'
import { isUpload } from '#src/lib/pictures.ts'
import { SOCIAL_IMAGE_DIR, socialImagePath } from '#src/lib/seo.ts'
import { fillWords } from '#src/lib/words.ts'

type Card = { artwork: ArtworkInput } | { photo: string }

async function socialCards(): Promise<Map<string, Card>> {
  const [site, heads, privacy, blog, careers, offeringPage] = await Promise.all([
    getRecord('site'),
    getRecord('pageHeads'),
    getRecord('privacy'),
    getRecord('blogPage'),
    getRecord('careersPage'),
    getRecord('offeringPage'),
  ])
  const cards = new Map<string, Card>()
  const art = (path: string, artwork: Omit<ArtworkInput, 'brand'>) =>
    cards.set(path, { artwork: { brand: site.name, ...artwork } })
  for (const [index, { path, title, card }] of heads.pages.entries()) {
    const eyebrow = fillWords(card.label, { lastUpdated: privacy.lastUpdated })
    art(path, { title: title ?? site.tagline, eyebrow, icon: card.icon, variant: index })
  }
  const offerings = [...(await getOfferings('service')), ...(await getOfferings('industry'))]
  offerings.forEach((page, index) => {
    const photo = page.heroImage?.src
    if (photo && isUpload(photo)) cards.set(page.path, { photo })
    else art(page.path, { title: page.title, eyebrow: offeringPage.eyebrows[page.kind], icon: page.icon, variant: index })
  })
  for (const [index, post] of (await getPosts()).entries()) {
    const path = pathFor.post(post.id)
    if (post.uploadedCover) cards.set(path, { photo: post.uploadedCover })
    else art(path, { title: post.title, eyebrow: post.tags.slice(0, 2).join(' · '), icon: 'Newspaper', variant: index })
  }
  for (const [index, tag] of POST_TAGS.entries()) {
    art(pathFor.tag(tag), {
      title: fillWords(blog.topic.title, { tag }),
      eyebrow: blog.topic.label,
      icon: 'Tags',
      variant: index,
    })
  }
  for (const [index, job] of (await getJobs()).entries()) {
    art(pathFor.job(job.id), { title: job.title, eyebrow: `${careers.eyebrow} · ${job.type}`, icon: 'Briefcase', variant: index })
  }
  for (const { path, noindex } of await getPagePaths()) {
    if (!noindex && !cards.has(path)) throw new Error(`social cards: no card for the indexable page ${path}`)
  }
  return cards
}

export async function getStaticPaths() {
  return [...(await socialCards())].map(([path, card]) => ({
    params: { card: socialImagePath(path, 'photo' in card ? 'jpg' : 'png').slice(`${SOCIAL_IMAGE_DIR}/`.length) },
    props: { card },
  }))
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props: { card } }) => {
  if ('photo' in card)
    return new Response(new Uint8Array(await socialPhotoJpeg(card.photo)), { headers: { 'Content-Type': 'image/jpeg' } })
  return new Response(new Uint8Array(await socialCardPng(card.artwork)), { headers: { 'Content-Type': 'image/png' } })
}
