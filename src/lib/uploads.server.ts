import { statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { UPLOAD_PREFIX, UPLOADS_DIR, uploadProblem, type Frame } from './pictures.ts'

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
