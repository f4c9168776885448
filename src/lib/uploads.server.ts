import { statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX, UPLOADS_DIR, type Frame } from './pictures.ts'

/** The formats Astro's image pipeline reads and browsers show, as sharp names them (AVIF is a HEIF container). */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])

type UploadFacts = { bytes: number; format?: string; width?: number; height?: number }

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** What is wrong with an upload for a frame, in words for the owner; undefined when it fits. */
export function uploadProblem(facts: UploadFacts, frame: Frame): string | undefined {
  if (facts.format === undefined || !FORMATS.has(facts.format)) {
    const found = facts.format ? ` (it is ${facts.format.toUpperCase()})` : ''
    return `is not an image this site can use${found}: upload a JPEG, PNG, WebP or AVIF file`
  }
  if (facts.bytes > UPLOAD_MAX_BYTES) {
    return `is ${megabytes(facts.bytes)}, over the ${megabytes(UPLOAD_MAX_BYTES)} limit: export it smaller (2400 pixels wide is plenty)`
  }
  const { width = 0, height = 0 } = facts
  if (width < frame.minWidth || height < frame.minHeight) {
    return `is ${width}×${height} pixels, smaller than the layout needs: ${frame.name} needs at least ${frame.minWidth}×${frame.minHeight}`
  }
  return undefined
}

/** Reads an upload's size and format; throws naming the content file and field when the layout cannot use it. */
export async function checkUpload(
  src: string,
  frame: Frame,
  where: { file: string; field: string },
  root = process.cwd(),
): Promise<{ width: number; height: number }> {
  const fail = (problem: string) => new Error(`${where.file}: ${where.field}: ${src} ${problem}`)
  const name = src.slice(UPLOAD_PREFIX.length)
  const path = join(root, UPLOADS_DIR, name)
  const stats = statSync(path, { throwIfNoEntry: false })
  if (!stats?.isFile()) {
    throw fail(`is missing: there is no file ${UPLOADS_DIR}/${name} (upload it in the CMS, or correct the name)`)
  }
  const metadata = await sharp(path)
    .metadata()
    .catch(() => undefined)
  // A HEIC photo from a phone shares AVIF's container; only AV1 compression is AVIF.
  const format = metadata?.format === 'heif' && metadata.compression !== 'av1' ? 'heic' : metadata?.format
  // As shown: a photo turned by its EXIF orientation swaps its stored width and height.
  const shown = metadata?.autoOrient
  const problem = uploadProblem({ bytes: stats.size, format, width: shown?.width, height: shown?.height }, frame)
  if (problem) throw fail(problem)
  return { width: shown!.width, height: shown!.height }
}
