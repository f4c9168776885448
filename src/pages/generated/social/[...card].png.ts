import type { APIRoute } from 'astro'
import { getJobs, getOfferings, getPagePaths, getPageHead, getRecord } from '#src/content/entries.ts'
import { FIXED_PATHS, type FixedPath } from '#src/content/page-paths.ts'
import { getPosts } from '#src/content/posts.ts'
import { POST_TAGS } from '#src/content/schemas.ts'
import { offeringArtwork, type ArtworkInput } from '#src/lib/artwork.ts'
import { socialCardPng } from '#src/lib/images.server.tsx'
import { pathFor } from '#src/lib/path-for.ts'
import { SOCIAL_IMAGE_DIR, socialImagePath } from '#src/lib/seo.ts'

async function socialCards(): Promise<Map<string, ArtworkInput>> {
  const [site, privacy] = await Promise.all([getRecord('site'), getRecord('privacy')])
  const brand = site.name
  const fixed: Record<FixedPath, { eyebrow: string; icon: string }> = {
    '/': { eyebrow: (await getRecord('home')).hero.eyebrow, icon: 'Users' },
    '/about': { eyebrow: (await getRecord('about')).eyebrow, icon: 'Building2' },
    '/services': { eyebrow: (await getRecord('servicesPage')).eyebrow, icon: 'LayoutGrid' },
    '/industries': { eyebrow: (await getRecord('industriesPage')).eyebrow, icon: 'Factory' },
    '/contact': { eyebrow: (await getRecord('contact')).eyebrow, icon: 'CalendarCheck' },
    '/pricing': { eyebrow: (await getRecord('pricing')).intro.plansHeading, icon: 'BadgeDollarSign' },
    '/privacy-policy': { eyebrow: `${privacy.lastUpdatedLabel} ${privacy.lastUpdated}`, icon: 'ShieldCheck' },
    '/careers': { eyebrow: 'Careers', icon: 'Briefcase' },
    '/blogs': { eyebrow: 'Articles & Guides', icon: 'Newspaper' },
  }
  const cards = new Map<string, ArtworkInput>()
  for (const [index, path] of FIXED_PATHS.entries()) {
    cards.set(path, { title: (await getPageHead(path)).title ?? site.tagline, brand, ...fixed[path], variant: index })
  }
  const offerings = [...(await getOfferings('service')), ...(await getOfferings('industry'))]
  offerings.forEach((page, index) => cards.set(page.path, offeringArtwork(page, index, brand)))
  for (const post of await getPosts()) if (post.image.artwork) cards.set(pathFor.post(post.id), post.image.artwork)
  for (const [index, tag] of POST_TAGS.entries()) {
    cards.set(pathFor.tag(tag), { title: `Articles about ${tag}`, brand, eyebrow: 'Blog topic', icon: 'Tags', variant: index })
  }
  for (const [index, job] of (await getJobs()).entries()) {
    cards.set(pathFor.job(job.id), {
      title: job.title,
      brand,
      eyebrow: `Careers · ${job.type}`,
      icon: 'Briefcase',
      variant: index,
    })
  }
  for (const { path, noindex } of await getPagePaths()) {
    if (!noindex && !cards.has(path)) throw new Error(`social cards: no card for the indexable page ${path}`)
  }
  return cards
}

export async function getStaticPaths() {
  return [...(await socialCards())].map(([path, input]) => ({
    params: { card: socialImagePath(path).slice(`${SOCIAL_IMAGE_DIR}/`.length, -'.png'.length) },
    props: { input },
  }))
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await socialCardPng(props.input as ArtworkInput)), { headers: { 'Content-Type': 'image/png' } })
