import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { about } from '#src/content/about.ts'
import { contact } from '#src/content/contact.ts'
import { hero } from '#src/content/home.ts'
import { industriesIntro } from '#src/content/industry-cards.ts'
import { jobOpenings } from '#src/content/jobs.ts'
import { pageHeads } from '#src/content/page-heads.ts'
import type { PageHead } from '#src/content/record-schemas.ts'
import { FIXED_PATHS, getPagePaths, type FixedPath } from '#src/content/paths.ts'
import { POST_TAGS } from '#src/content/post-tags.ts'
import { getPosts } from '#src/content/posts.server.ts'
import { pricingIntro } from '#src/content/pricing.ts'
import { privacyPolicy } from '#src/content/privacy.ts'
import { servicesIntro } from '#src/content/service-cards.ts'
import { SOCIAL_IMAGE_DIR, socialImagePath } from '#src/lib/seo.ts'
import { tagPath } from '#src/lib/tag-slug.ts'
import { BRAND_LOGO } from '#src/lib/structured-data.ts'
import { site } from '#src/site.ts'
import { blogCoverArtwork, type ArtworkInput } from '#src/lib/artwork.ts'
import { cachedImage, offeringHeroInputs } from './artwork-cache.ts'

/**
 * Social cards: one 1200×630 PNG per indexable page, at the path src/lib/seo.ts links (`socialImagePath`). Each
 * card shows the title the page's head announces. Articles reuse their cover artwork and service and industry
 * pages their hero artwork (the same rendering, from the cache); the fixed screens get a card of their own.
 */

/** Eyebrow and icon of the fixed screens' cards; the title is the page's head title (the home page: the tagline). */
const FIXED_CARDS = {
  '/': { eyebrow: hero.eyebrow, icon: 'Users' },
  '/about': { eyebrow: about.eyebrow, icon: 'Building2' },
  '/services': { eyebrow: servicesIntro.eyebrow, icon: 'LayoutGrid' },
  '/industries': { eyebrow: industriesIntro.eyebrow, icon: 'Factory' },
  '/contact': { eyebrow: contact.eyebrow, icon: 'CalendarCheck' },
  '/pricing': { eyebrow: pricingIntro.plansHeading, icon: 'BadgeDollarSign' },
  '/privacy-policy': { eyebrow: `${privacyPolicy.lastUpdatedLabel} ${privacyPolicy.lastUpdated}`, icon: 'ShieldCheck' },
  '/careers': { eyebrow: 'Careers', icon: 'Briefcase' },
  '/blogs': { eyebrow: 'Articles & Guides', icon: 'Newspaper' },
} as const satisfies Record<FixedPath, { eyebrow: string; icon: string }>

function isFixedPath(path: string): path is FixedPath {
  return (FIXED_PATHS as ReadonlyArray<string>).includes(path)
}

/** The card of every indexable page, by path. Fails the build when an indexable page has no card source. */
export function socialCardInputs(): Array<{ path: string; input: ArtworkInput }> {
  const offerings = new Map(offeringHeroInputs().map(({ path, input }) => [path, input]))
  const posts = getPosts()
  const covers = new Map(posts.map((post, index) => [`/blogs/${post.id}`, blogCoverArtwork(post, index)]))
  const jobs = new Map(jobOpenings.map((job) => [`/careers/${job.id}`, job]))
  const tags = new Map(POST_TAGS.map((tag) => [tagPath(tag), tag]))
  return getPagePaths()
    .filter((page) => !page.noindex)
    .map(({ path }, index) => {
      if (isFixedPath(path)) {
        const head: PageHead = pageHeads[path]
        const title = head.title ?? site.tagline
        return { path, input: { title, ...FIXED_CARDS[path], variant: index } }
      }
      const artwork = offerings.get(path) ?? covers.get(path)
      if (artwork) return { path, input: artwork }
      const tag = tags.get(path)
      if (tag) return { path, input: { title: `Articles about ${tag}`, eyebrow: 'Blog topic', icon: 'Tags', variant: index } }
      const job = jobs.get(path)
      if (job) return { path, input: { title: job.title, eyebrow: `Careers · ${job.type}`, icon: 'Briefcase', variant: index } }
      throw new Error(`social-images: no card for the indexable page ${path}; add one in scripts/social-images.ts`)
    })
}

/** The brand mark (public/favicon.svg) as a square PNG: the organization logo in structured data. */
function writeLogo(publicDir: string) {
  const svg = readFileSync(join(publicDir, 'favicon.svg'))
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: BRAND_LOGO.width } }).render().asPng()
  const target = join(publicDir, BRAND_LOGO.src.slice(1))
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, png)
}

/** Writes every card into `publicDir` (cards of pages that no longer exist are removed), and the logo. */
export async function writeSocialImages(publicDir: string) {
  rmSync(join(publicDir, SOCIAL_IMAGE_DIR.slice(1)), { recursive: true, force: true })
  writeLogo(publicDir)
  await Promise.all(
    socialCardInputs().map(async ({ path, input }) => {
      const png = await cachedImage(input, 'png-c9', (raw) => sharp(raw).png({ compressionLevel: 9 }).toBuffer())
      const target = join(publicDir, socialImagePath(path).slice(1))
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, png)
    }),
  )
}
