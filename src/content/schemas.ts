import { z } from 'zod'
import { isPublishedAt } from '#src/lib/dates.ts'
import { POST_TAGS } from './post-tags.ts'

export { POST_TAGS } from './post-tags.ts'

function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//')
}

function isExternalImage(value: string): boolean {
  return value.startsWith('https://')
}

const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'required' : `expected ${expected}, got ${describe(issue.input)}`

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (value instanceof Date) return 'a date (quote it)'
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'string' ? JSON.stringify(value) : typeof value
}

const text = z
  .string({ error: required('text') })
  .trim()
  .min(1, { error: 'must not be empty' })
const dimension = z
  .number({ error: required('a number of pixels') })
  .int({ error: 'must be a whole number of pixels' })
  .positive({ error: 'must be a positive number of pixels' })

/**
 * Frontmatter of `content/blog/<id>.md` (CONVENTIONS.md 'Content'). Strict: unknown keys, a missing field,
 * an unknown tag or a bad date fail the build. `publishedAt` is a string (quoted in YAML) because an unquoted
 * YAML date becomes a Date whose calendar day shifts west of UTC.
 */
export const postFrontmatterSchema = z
  .strictObject(
    {
      title: text,
      excerpt: text,
      /** A local path (`/uploads/blog/<id>.webp`) or an external https URL. */
      image: z.string({ error: required('an image path') }).refine((value) => isLocalPath(value) || isExternalImage(value), {
        error: 'must be a local path starting with / or an https:// URL',
      }),
      imageAlt: text,
      /** Required for an external image (its size cannot be known at build time); local covers are 1200×630. */
      imageWidth: dimension.optional(),
      imageHeight: dimension.optional(),
      publishedAt: z.string({ error: required('a quoted date string') }).refine(isPublishedAt, {
        error: 'must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
      }),
      author: text,
      tags: z
        .array(
          z.enum(POST_TAGS, {
            error: (issue) =>
              typeof issue.input === 'string' ? `unknown tag ${JSON.stringify(issue.input)}` : required('a tag')(issue),
          }),
          { error: required('a list of tags') },
        )
        .min(1, { error: 'needs at least one tag' })
        .refine((tags) => new Set(tags).size === tags.length, { error: 'lists a tag twice' }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'expected a mapping of fields') },
  )
  .superRefine((frontmatter, context) => {
    if (!isExternalImage(frontmatter.image)) return
    for (const key of ['imageWidth', 'imageHeight'] as const) {
      if (frontmatter[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: 'required for an external image' })
    }
  })

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (result, key) => (typeof key === 'number' ? `${result}[${key}]` : `${result}.${String(key)}`),
    'frontmatter',
  )
}

/** One line per problem: `content/blog/x.md: frontmatter.tags[1]: unknown tag "Foo"`. */
export function formatFrontmatterIssues(file: string, error: z.ZodError): string {
  return error.issues
    .flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => `${file}: ${formatPath([...issue.path, key])}: unknown field`)
        : [`${file}: ${formatPath(issue.path)}: ${issue.message}`],
    )
    .join('\n')
}

/** Validates parsed frontmatter, throwing an error that names the file and every bad field. */
export function parsePostFrontmatter(file: string, data: unknown): PostFrontmatter {
  const result = postFrontmatterSchema.safeParse(data)
  if (!result.success) throw new Error(formatFrontmatterIssues(file, result.error))
  return result.data
}
