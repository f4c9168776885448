import type { ImageMetadata } from 'astro'
import { getImage } from 'astro:assets'
import {
  FRAMES,
  isUpload,
  PICTURE_WIDTHS,
  UPLOAD_PREFIX,
  type Frame,
  type Picture,
  type PictureSource,
} from '#src/lib/pictures.ts'
import { checkUpload } from '#src/lib/uploads.server.ts'
import type { Offering } from './entries.ts'

// Uploads go through Astro's image pipeline: each file a module, imported only when a page shows it.
const UPLOADS = import.meta.glob<{ default: ImageMetadata }>(
  '/src/assets/uploads/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}',
)

/** A record's picture as the page shows it: an upload cropped to the frame in AVIF and WebP, or an external one as written. */
export async function resolvePicture(
  source: PictureSource,
  frame: Frame,
  where: { file: string; field: string },
): Promise<Picture> {
  if (!isUpload(source.src)) return { src: source.src, alt: source.alt, width: source.width!, height: source.height! }
  // Sizes come from the check: reading them off Astro's image module would publish the original file as well.
  const size = await checkUpload(source.src, frame, where)
  const load = UPLOADS[`/src/assets/uploads/${source.src.slice(UPLOAD_PREFIX.length)}`]
  if (!load) throw new Error(`${where.file}: ${where.field}: ${source.src} must be a .jpg, .jpeg, .png, .webp or .avif file`)
  const { default: original } = await load()
  const cropWidth = Math.min(size.width, Math.floor((size.height * frame.width) / frame.height))
  const width = Math.min(cropWidth, PICTURE_WIDTHS.at(-1)!)
  const height = Math.round((width * frame.height) / frame.width)
  const widths = [...PICTURE_WIDTHS.filter((candidate) => candidate < width), width]
  const transform = { src: original, width, height, widths, fit: 'cover', position: 'center' } as const
  const [avif, webp] = await Promise.all([getImage({ ...transform, format: 'avif' }), getImage({ ...transform, format: 'webp' })])
  return { src: webp.src, srcSet: webp.srcSet.attribute, avifSrcSet: avif.srcSet.attribute, width, height, alt: source.alt }
}

export async function offeringPhoto(page: Offering): Promise<Picture | undefined> {
  if (!page.heroImage) return undefined
  const file = `content/${page.kind === 'service' ? 'services' : 'industries'}/${page.slug}.yaml`
  return resolvePicture(page.heroImage, FRAMES.offeringHero, { file, field: 'heroImage.src' })
}
