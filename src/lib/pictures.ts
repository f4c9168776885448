// Uploads live where Astro's image pipeline can read them and Decap's media library writes them (docs/decisions/029-pictures-drawn-from-data-and-uploads.md).
export const UPLOADS_DIR = 'src/assets/uploads'

/** A field value that names a file the owner uploaded: `/uploads/<name>` is `src/assets/uploads/<name>`. */
export const UPLOAD_PREFIX = '/uploads/'

/** Larger files bloat the repository and the build; a photo exported for the web is far smaller. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

export function isUpload(src: string): boolean {
  return src.startsWith(UPLOAD_PREFIX)
}

/** A page whose picture is an upload shares that photo as its social card (JPEG); every other page its drawn card. */
export function socialCardFor(src: string | undefined): 'png' | 'jpg' {
  return src !== undefined && isUpload(src) ? 'jpg' : 'png'
}

// Each box is drawn at most about 1,000 CSS pixels wide, so a photo 1,200 pixels across is sharp in both.
export type Frame = { name: string; width: number; height: number; minWidth: number; minHeight: number }

export const FRAMES = {
  offeringHero: { name: 'a service or industry hero (4:3)', width: 4, height: 3, minWidth: 1200, minHeight: 900 },
  cover: { name: 'an article cover (1200:630)', width: 1200, height: 630, minWidth: 1200, minHeight: 630 },
} as const satisfies Record<string, Frame>

/** Widths written for an upload (CSS pixels × density that the layouts ask for: a card at 2×, a phone at 3×, a cover at 1–2×). */
export const PICTURE_WIDTHS = [400, 800, 1200, 1600] as const

/** A fetched picture: an upload through Astro's pipeline (AVIF and WebP candidates) or an external address as written. */
export type Picture = {
  src: string
  srcSet?: string
  avifSrcSet?: string
  width: number
  height: number
  alt: string
}

export type PictureSource = { src: string; alt: string; width?: number; height?: number }

/** The formats Astro's image pipeline reads and browsers show, as sharp names them (AVIF is a HEIF container). */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])

export type UploadFacts = { bytes: number; format?: string; width?: number; height?: number }

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
