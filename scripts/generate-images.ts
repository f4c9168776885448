import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { industries, services } from '#app/content/offerings.ts'
import { getPosts } from '#app/content/posts.server.ts'
import { renderArtwork, type ArtworkInput } from './artwork.ts'

/**
 * Build-time artwork (run before `react-router build`, which copies public/ into the build):
 * blog covers in public/uploads/blog/ (from the validated posts, so a bad article fails here first) and service/industry hero images in public/generated/offerings/,
 * each as AVIF and WebP at 1200, 800 and 640 px wide. Rendered PNGs are cached by input in .cache/ so rebuilds stay fast.
 */
const root = resolve(import.meta.dirname, '..')
const cacheDir = join(root, '.cache', 'artwork')
const artworkVersion = createHash('sha256')
  .update(readFileSync(join(import.meta.dirname, 'artwork.ts')))
  .digest('hex')
  .slice(0, 12)

/** 1200 for wide screens and social cards; 800 for phones (a 375-430 px wide image at 1.75-2× density); 640 for cards. */
export const ARTWORK_WIDTHS = [1200, 800, 640] as const

/**
 * Both formats at every width. AVIF comes first in each <picture>: a phone's 800 px cover is ~10 KB as AVIF and
 * 14-19 KB as WebP, and under ~14 KB it arrives in the first round trip of a fresh connection, which is what
 * Lighthouse's simulated slow 4G charges to the largest contentful paint. WebP stays as the fallback.
 */
const FORMATS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
} as const

async function cachedPng(input: ArtworkInput): Promise<{ key: string; png: Buffer }> {
  const key = createHash('sha256').update(artworkVersion).update(JSON.stringify(input)).digest('hex')
  const file = join(cacheDir, `${key}.png`)
  if (existsSync(file)) return { key, png: readFileSync(file) }
  const png = await renderArtwork(input)
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(file, png)
  return { key, png }
}

/** Writes `<name>.{avif,webp}` (1200 px), `<name>-800.*` and `<name>-640.*` into `dir`; encodings are cached too. */
async function writeImages(dir: string, name: string, input: ArtworkInput) {
  mkdirSync(dir, { recursive: true })
  const { key, png } = await cachedPng(input)
  for (const width of ARTWORK_WIDTHS) {
    for (const [format, encode] of Object.entries(FORMATS)) {
      const cached = join(cacheDir, `${key}-${width}.${format}`)
      if (!existsSync(cached)) writeFileSync(cached, await encode(sharp(png).resize({ width })).toBuffer())
      writeFileSync(join(dir, width === 1200 ? `${name}.${format}` : `${name}-${width}.${format}`), readFileSync(cached))
    }
  }
}

/** Covers for the posts whose image is the generated `/uploads/blog/<id>.webp` (external images are left alone). */
function blogCoverInputs(): Array<{ id: string; input: ArtworkInput }> {
  return getPosts().flatMap((post, index) =>
    post.image.src === `/uploads/blog/${post.id}.webp`
      ? [
          {
            id: post.id,
            input: { title: post.title, eyebrow: post.tags.slice(0, 2).join(' · '), icon: 'Newspaper', variant: index },
          },
        ]
      : [],
  )
}

export async function generateImages() {
  const started = performance.now()
  const jobs: Array<Promise<void>> = []
  for (const { id, input } of blogCoverInputs()) jobs.push(writeImages(join(root, 'public', 'uploads', 'blog'), id, input))
  ;[...services, ...industries].forEach((page, index) => {
    jobs.push(
      writeImages(join(root, 'public', 'generated', 'offerings'), page.slug, {
        title: page.title,
        eyebrow: page.kind === 'service' ? 'Service' : 'Industry',
        icon: page.icon,
        variant: index,
      }),
    )
  })
  await Promise.all(jobs)
  console.log(`images: ${jobs.length} artworks written in ${Math.round(performance.now() - started)} ms`)
}

if (import.meta.main) await generateImages()
