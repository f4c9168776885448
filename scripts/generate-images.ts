import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { getPosts } from '#src/content/posts.server.ts'
import type { ArtworkInput } from '#src/lib/artwork.ts'
import { cachedImage } from './artwork-cache.ts'
import { writeFigures } from './figures.ts'
import { writeSocialImages } from './social-images.ts'

/**
 * Build-time artwork (run before Astro copies public/ into the build): blog covers in public/uploads/blog/ (from
 * the validated posts, so a bad article fails here first), each as AVIF and WebP at 1200, 800 and 640 px wide;
 * then the social cards (scripts/social-images.ts). Pages draw the same artwork in HTML (components/ui/artwork.tsx),
 * so service and industry pages get only their social cards here. Rendered and converted images are cached by
 * input in .cache/.
 */
const root = resolve(import.meta.dirname, '..')

/** 1200 for wide screens and social cards; 800 for phones (a 375-430 px wide image at 1.75-2× density); 640 for cards. */
export const ARTWORK_WIDTHS = [1200, 800, 640] as const

/**
 * Both formats at every width. AVIF comes first in each <picture>: a phone's 800 px cover is ~10 KB as AVIF and
 * 14-19 KB as WebP, and under ~14 KB it arrives in the first round trip of a fresh connection, which is what
 * Lighthouse's simulated slow 4G charges to the largest contentful paint. WebP stays as the fallback.
 */
const FORMATS = {
  avif: { settings: 'q50-e2', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  webp: { settings: 'q78-e4', encode: (image: Sharp) => image.webp({ quality: 78, effort: 4 }) },
} as const

/** Writes `<name>.{avif,webp}` (1200 px), `<name>-800.*` and `<name>-640.*` into `dir`. */
async function writeImages(dir: string, name: string, input: ArtworkInput) {
  mkdirSync(dir, { recursive: true })
  for (const width of ARTWORK_WIDTHS) {
    for (const [format, { settings, encode }] of Object.entries(FORMATS)) {
      const target = join(dir, width === 1200 ? `${name}.${format}` : `${name}-${width}.${format}`)
      const bytes = await cachedImage(input, `${format}-${width}-${settings}`, (png) =>
        encode(sharp(png).resize({ width })).toBuffer(),
      )
      writeFileSync(target, bytes)
    }
  }
}

export async function generateImages() {
  const started = performance.now()
  const jobs: Array<Promise<unknown>> = []
  // Cover files only for the posts whose image is the generated `/uploads/blog/<id>.webp` (others are left alone).
  for (const post of getPosts()) {
    if (post.image.artwork) jobs.push(writeImages(join(root, 'public', 'uploads', 'blog'), post.id, post.image.artwork))
  }
  jobs.push(writeSocialImages(join(root, 'public')))
  // The articles' figures: charts and diagrams from their own data (scripts/figures.ts).
  jobs.push(writeFigures(getPosts().flatMap((post) => post.figures)))
  await Promise.all(jobs)
  console.log(`images: covers, figures and social cards written in ${Math.round(performance.now() - started)} ms`)
}

if (import.meta.main) await generateImages()
