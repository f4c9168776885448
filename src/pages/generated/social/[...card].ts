import type { APIRoute } from 'astro'
import { getJobs, getOfferings, getPagePaths, getPageHead, getRecord } from '#src/content/entries.ts'
import { FIXED_PATHS, type FixedPath } from '#src/content/page-paths.ts'
import { getPosts } from '#src/content/posts.ts'
import { POST_TAGS } from '#src/content/schemas.ts'
import { socialCardPng, socialPhotoJpeg, type ArtworkInput } from '#src/lib/images.server.tsx'
import { pathFor } from '#src/lib/path-for.ts'
import { isUpload } from '#src/lib/pictures.ts'
import { SOCIAL_IMAGE_DIR, socialImagePath } from '#src/lib/seo.ts'
import { fillWords } from '#src/lib/words.ts'

type Card = { artwork: ArtworkInput } | { photo: string }

async function socialCards(): Promise<Map<string, Card>> {
  const [site, privacy, blog, careers, offeringPage] = await Promise.all([
    getRecord('site'),
    getRecord('privacy'),
    getRecord('blogPage'),
    getRecord('careersPage'),
    getRecord('offeringPage'),
  ])
  const fixed: Record<FixedPath, { eyebrow: string; icon: string }> = {
    '/': { eyebrow: (await getRecord('home')).hero.eyebrow, icon: 'Users' },
    '/about': { eyebrow: (await getRecord('about')).eyebrow, icon: 'Building2' },
    '/services': { eyebrow: (await getRecord('servicesPage')).eyebrow, icon: 'LayoutGrid' },
    '/industries': { eyebrow: (await getRecord('industriesPage')).eyebrow, icon: 'Factory' },
    '/contact': { eyebrow: (await getRecord('contact')).eyebrow, icon: 'CalendarCheck' },
    '/pricing': { eyebrow: (await getRecord('pricing')).intro.plansHeading, icon: 'BadgeDollarSign' },
    '/privacy-policy': { eyebrow: `${privacy.lastUpdatedLabel} ${privacy.lastUpdated}`, icon: 'ShieldCheck' },
    '/careers': { eyebrow: careers.eyebrow, icon: 'Briefcase' },
    '/blogs': { eyebrow: blog.socialCardLabel, icon: 'Newspaper' },
  }
  const cards = new Map<string, Card>()
  const art = (path: string, artwork: Omit<ArtworkInput, 'brand'>) =>
    cards.set(path, { artwork: { brand: site.name, ...artwork } })
  for (const [index, path] of FIXED_PATHS.entries()) {
    art(path, { title: (await getPageHead(path)).title ?? site.tagline, ...fixed[path], variant: index })
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

export const GET: APIRoute = async ({ props }) => {
  const card = props.card as Card
  if ('photo' in card)
    return new Response(new Uint8Array(await socialPhotoJpeg(card.photo)), { headers: { 'Content-Type': 'image/jpeg' } })
  return new Response(new Uint8Array(await socialCardPng(card.artwork)), { headers: { 'Content-Type': 'image/png' } })
}
