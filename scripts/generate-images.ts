import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { getPosts } from '#app/content/posts.server.ts'
import type { ArtworkInput } from './artwork.ts'
import { blogCoverInput, cachedImage, offeringHeroInputs } from './artwork-cache.ts'
import { writeSocialImages } from './social-images.ts'

/**
 * Build-time artwork (run before `react-router build`, which copies public/ into the build):
 * blog covers in public/uploads/blog/ (from the validated posts, so a bad article fails here first) and
 * service/industry hero images in public/generated/offerings/, each as WebP at 1200 and 640 px wide; then the
 * social cards (scripts/social-images.ts). Rendered and converted images are cached by input in .cache/.
 */
const root = resolve(import.meta.dirname, '..')

export const ARTWORK_WIDTHS = [1200, 640] as const

/** Writes `<name>.webp` (1200 px) and `<name>-640.webp` into `dir`. */
async function writeWebp(dir: string, name: string, input: ArtworkInput) {
  mkdirSync(dir, { recursive: true })
  for (const width of ARTWORK_WIDTHS) {
    const target = join(dir, width === 1200 ? `${name}.webp` : `${name}-${width}.webp`)
    const webp = await cachedImage(input, `webp-${width}-q78-e4`, (png) =>
      sharp(png).resize({ width }).webp({ quality: 78, effort: 4 }).toBuffer(),
    )
    writeFileSync(target, webp)
  }
}

export async function generateImages() {
  const started = performance.now()
  const jobs: Array<Promise<unknown>> = []
  // Covers only for the posts whose image is the generated `/uploads/blog/<id>.webp` (external images are left alone).
  getPosts().forEach((post, index) => {
    if (post.image.src !== `/uploads/blog/${post.id}.webp`) return
    jobs.push(writeWebp(join(root, 'public', 'uploads', 'blog'), post.id, blogCoverInput(post, index)))
  })
  for (const { page, input } of offeringHeroInputs()) {
    jobs.push(writeWebp(join(root, 'public', 'generated', 'offerings'), page.slug, input))
  }
  jobs.push(writeSocialImages(join(root, 'public')))
  await Promise.all(jobs)
  console.log(`images: covers, hero images and social cards written in ${Math.round(performance.now() - started)} ms`)
}

if (import.meta.main) await generateImages()
