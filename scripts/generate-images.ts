import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { industries, services } from '#app/content/offerings.ts'
import { getPosts } from '#app/content/posts.server.ts'
import { renderArtwork, type ArtworkInput } from './artwork.ts'

/**
 * Build-time artwork (run before `react-router build`, which copies public/ into the build):
 * blog covers in public/uploads/blog/ (from the validated posts, so a bad article fails here first) and service/industry hero images in public/generated/offerings/,
 * each as WebP at 1200, 800 and 640 px wide. Rendered PNGs are cached by input in .cache/ so rebuilds stay fast.
 */
const root = resolve(import.meta.dirname, '..')
const cacheDir = join(root, '.cache', 'artwork')
const artworkVersion = createHash('sha256')
  .update(readFileSync(join(import.meta.dirname, 'artwork.ts')))
  .digest('hex')
  .slice(0, 12)

/** 1200 for wide screens and social cards; 800 for phones (a 375-430 px wide image at 1.75-2× density); 640 for cards. */
export const ARTWORK_WIDTHS = [1200, 800, 640] as const

async function cachedPng(input: ArtworkInput): Promise<Buffer> {
  const key = createHash('sha256').update(artworkVersion).update(JSON.stringify(input)).digest('hex')
  const file = join(cacheDir, `${key}.png`)
  if (existsSync(file)) return readFileSync(file)
  const png = await renderArtwork(input)
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(file, png)
  return png
}

/** Writes `<name>.webp` (1200 px), `<name>-800.webp` and `<name>-640.webp` into `dir`. */
async function writeWebp(dir: string, name: string, input: ArtworkInput) {
  mkdirSync(dir, { recursive: true })
  const png = await cachedPng(input)
  for (const width of ARTWORK_WIDTHS) {
    const target = join(dir, width === 1200 ? `${name}.webp` : `${name}-${width}.webp`)
    const image = sharp(png).resize({ width }).webp({ quality: 78, effort: 4 })
    writeFileSync(target, await image.toBuffer())
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
  for (const { id, input } of blogCoverInputs()) jobs.push(writeWebp(join(root, 'public', 'uploads', 'blog'), id, input))
  ;[...services, ...industries].forEach((page, index) => {
    jobs.push(
      writeWebp(join(root, 'public', 'generated', 'offerings'), page.slug, {
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
