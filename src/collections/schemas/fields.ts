import { icons } from 'lucide'
import { z } from 'zod'
import { isUpload, UPLOAD_MAX_BYTES, type Frame } from '#src/lib/pictures.ts'
import { placeholdersOf } from '#src/lib/words.ts'

export const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'required' : `expected ${expected}, got ${describe(issue.input)}`

function describe(value: unknown): string {
  if (value === null) return 'nothing (an empty value)'
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'string' ? JSON.stringify(value) : typeof value
}

export const text = z.string({ error: required('text') }).trim()

export const line = text.min(1, { error: 'must not be empty' })

export const paragraph = line.meta({ widget: 'text' })

/**
 * A sentence the page completes with its own figures: `{name}` for each of `names`, and no other placeholder.
 * `what` says where it shows; the description tells the owner which placeholders it may use.
 */
export const wording = (what: string, names: ReadonlyArray<string> = []) =>
  line
    .refine((value) => placeholdersOf(value).every((name) => names.includes(name)), {
      error: names.length > 0 ? `may use only ${names.map((name) => `{${name}}`).join(', ')}` : 'uses no placeholders',
    })
    .meta({
      description: names.length > 0 ? `${what} ${names.map((name) => `{${name}}`).join(', ')} fill in as shown.` : what,
    })

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Text that must match `pattern`; the CMS applies the same pattern and shows the same message (src/lib/cms.ts). */
export const matching = (pattern: RegExp, message: string) =>
  line.regex(pattern, { error: message }).meta({ patternError: message })

export const slug = matching(SLUG, 'must be a lowercase slug (a-z, 0-9, hyphens)')

export const httpsUrl = matching(/^https:\/\/[^\s]+$/, 'must be an https:// address')

/** What an owner writes for an external profile or service the business does not have (README 'Before going live'). */
export const NOT_USED = 'not used'

// Written out, never left empty: an empty field is a mistake, "not used" is a decision. The page leaves that link out.
export const optionalUrl = matching(/^(?:https:\/\/\S+|not used)$/, `must be an https:// address, or "${NOT_USED}"`).transform(
  (value) => (value === NOT_USED ? undefined : value),
)

export const iconName = line
  .refine((name) => Object.hasOwn(icons, name), {
    error: 'is not a lucide icon name (see https://lucide.dev/icons, e.g. Handshake)',
  })
  .meta({ description: 'A lucide icon name in PascalCase, for example Handshake (https://lucide.dev/icons).' })

// The CMS enters whole numbers in a widget of its own that refuses a fraction with the same message (src/cms/widgets.ts).
export const whole = (expected: string, unit: string) =>
  z
    .number({ error: required(expected) })
    .int({ error: `must be a whole ${unit}` })
    .meta({ integerError: `must be a whole ${unit}` })

const plural = (word: string) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`)

export const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: required(`a list of ${plural(what)}`) }).min(1, { error: `needs at least one ${what}` })

const unknownField = z.unknown().refine(() => false, { error: 'unknown field' })

// Strict, but each unknown key fails at its own path (`items.0.colour: unknown field`), which Astro prints beside the file.
export const record = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: required('a group of fields') }).catchall(unknownField) as unknown as z.ZodObject<T, z.core.$strict>

/** One line a problem, `<where>: <field path>: <message>`, as the build reports a content file. */
export function formatSchemaError(error: z.ZodError, where = ''): string {
  return error.issues.map((issue) => [where, issue.path.join('.'), issue.message].filter(Boolean).join(': ')).join('\n')
}

export const dimension = whole('a number of pixels', 'number of pixels').positive({
  error: 'must be a positive number of pixels',
})

const PICTURE_SRC = /^(?:\/uploads\/[^/\s]+\.(?:jpe?g|png|webp|avif)|https:\/\/\S+)$/i

// Empty text counts as no picture: it is what the CMS writes when a picture is removed.
export const pictureSrc = text.refine((src) => src === '' || PICTURE_SRC.test(src), {
  error: 'must be an uploaded picture (/uploads/<file>, a JPEG, PNG, WebP or AVIF) or an https:// address',
})

export const pictureAlt = text.optional().meta({
  title: 'Photo description (alt text)',
  description: 'Required with a photo: what it shows, for people who cannot see it.',
})

export const PHOTO_RULES = (frame: Frame) =>
  `A JPEG, PNG, WebP or AVIF of at least ${frame.minWidth}×${frame.minHeight} pixels and at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, or an https:// address with its width and height.`

type PictureKeys = Record<'src' | 'alt' | 'width' | 'height', string>

/** A picture's fields agree: alt text with every picture, a size only for an external one (an upload's is read from the file). */
export const pictureRules = (keys: PictureKeys) => (data: Record<string, unknown>, context: z.RefinementCtx) => {
  const issue = (key: keyof PictureKeys, message: string) => context.addIssue({ code: 'custom', path: [keys[key]], message })
  const src = (data[keys.src] as string | undefined) ?? ''
  if (!src && data[keys.alt]) issue('src', 'no picture chosen for this alt text: choose one, or clear the alt text')
  if (src && !data[keys.alt]) issue('alt', 'required with a picture: describe what it shows')
  for (const key of ['width', 'height'] as const) {
    const sized = data[keys[key]] !== undefined
    if (sized && !src) issue(key, 'only for an external https:// picture')
    else if (sized && isUpload(src)) issue(key, "only for an external https:// picture: an upload's size is read from the file")
    else if (!sized && src.startsWith('https://')) issue(key, 'required for an external picture')
  }
}

export const stepSchema = record({ title: line, description: paragraph, icon: iconName.optional() })

export const featureSchema = record({ icon: iconName, title: line, description: paragraph })
export const ctaSchema = record({ title: line, text: paragraph })

export const sectionHeading = record({ eyebrow: line, title: line, intro: paragraph })

/** The closing box of a page, above its consultation button; each page words its own. */
export const ctaBandSchema = ctaSchema.meta({
  title: 'Closing box',
  description: 'The heading and sentence above the consultation button at the foot of this page.',
})

export type CtaBandText = z.infer<typeof ctaSchema>
