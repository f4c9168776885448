import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { industries, services } from '#src/content/offerings.ts'
import type { OfferingPage } from '#src/content/types.ts'
import { offeringArtwork, type ArtworkInput } from '#src/lib/artwork.ts'
import { renderArtwork } from './artwork.ts'

/**
 * The artwork inputs shared by several outputs, and a cache of rendered and converted images keyed by their
 * input: a blog cover and its article's social card, or an offering's hero and its page's card, are one
 * rendering. Cached files live in .cache/artwork/ (kept between builds, never committed).
 */
const root = resolve(import.meta.dirname, '..')
const cacheDir = join(root, '.cache', 'artwork')
const artworkVersion = createHash('sha256')
  .update(readFileSync(join(import.meta.dirname, 'artwork.ts')))
  .digest('hex')
  .slice(0, 12)

/** Hero artwork of the service and industry pages, by page path, in record order. */
export function offeringHeroInputs(): Array<{ page: OfferingPage; path: string; input: ArtworkInput }> {
  const pages: ReadonlyArray<OfferingPage> = [...services, ...industries]
  return pages.map((page, index) => ({
    page,
    path: `/${page.kind === 'service' ? 'services' : 'industries'}/${page.slug}`,
    input: offeringArtwork(page, index),
  }))
}

function cacheFile(input: ArtworkInput, format: string): string {
  const key = createHash('sha256').update(artworkVersion).update(JSON.stringify(input)).update(format).digest('hex')
  return join(cacheDir, `${key}.${format.split('-')[0]}`)
}

const pending = new Map<string, Promise<Buffer>>()

/** Reads `file` from the cache, or makes and stores it; one making per file and process, however many ask at once. */
function cached(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let result = pending.get(file)
  if (!result) {
    result = existsSync(file)
      ? Promise.resolve(readFileSync(file))
      : make().then((bytes) => {
          mkdirSync(cacheDir, { recursive: true })
          writeFileSync(file, bytes)
          return bytes
        })
    pending.set(file, result)
  }
  return result
}

/** The artwork as resvg's PNG, rendered once per input. Deterministic: the same input gives the same bytes. */
export function cachedPng(input: ArtworkInput): Promise<Buffer> {
  return cached(cacheFile(input, 'png'), () => renderArtwork(input))
}

/**
 * The artwork converted by `convert` (a sharp pipeline), cached per input and `format`: name the format with
 * everything that changes the bytes, for example `webp-1200-q78`.
 */
export function cachedImage(input: ArtworkInput, format: string, convert: (png: Buffer) => Promise<Buffer>): Promise<Buffer> {
  return cached(cacheFile(input, format), async () => convert(await cachedPng(input)))
}
