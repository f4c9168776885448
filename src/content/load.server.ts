import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import type { z } from 'zod'

/** Where the data files live: content/ at the project root (the build, the scripts and the tests all run there). */
export const CONTENT_DIR = 'content'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  const written = path.reduce<string>(
    (result, key) => (typeof key === 'number' ? `${result}[${key}]` : result ? `${result}.${String(key)}` : String(key)),
    '',
  )
  return written || '(the whole file)'
}

/** One line per problem: `content/pricing.yaml: plans[1].price: must not be negative`. */
export function formatIssues(file: string, error: z.ZodError): string {
  return error.issues
    .flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => `${file}: ${formatPath([...issue.path, key])}: unknown field`)
        : [`${file}: ${formatPath(issue.path)}: ${issue.message}`],
    )
    .join('\n')
}

/**
 * Parses YAML text and validates it, throwing an error that names the file and every bad field.
 */
export function parseRecord<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
): z.infer<T> {
  const document = parseDocument(source, { prettyErrors: true })
  if (document.errors.length > 0) {
    throw new Error(`${file}: invalid YAML: ${document.errors.map((error) => error.message).join('; ')}`)
  }
  const data = document.toJS()
  const result = schema.safeParse(data)
  if (!result.success) throw new Error(formatIssues(file, result.error))
  return result.data
}

/** Reads and validates one data file, e.g. `loadRecord('pricing.yaml', pricingSchema)`. */
export function loadRecord<T extends z.ZodType>(name: string, schema: T): z.infer<T> {
  const file = `${CONTENT_DIR}/${name}`
  return parseRecord(file, readFileSync(join(CONTENT_DIR, name), 'utf8'), schema)
}

/**
 * Reads and validates every `<slug>.yaml` of a folder (services, industries, jobs): each record with its slug,
 * the file name. An empty or missing folder is an empty list.
 */
export function loadFolder<T extends z.ZodType>(folder: string, schema: T): Array<z.infer<T> & { slug: string }> {
  const directory = join(CONTENT_DIR, folder)
  if (!existsSync(directory)) return []
  return readdirSync(directory)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => {
      const file = `${CONTENT_DIR}/${folder}/${name}`
      const slug = name.replace(/\.ya?ml$/, '')
      if (!SLUG.test(slug)) throw new Error(`${file}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
      return Object.assign(parseRecord(file, readFileSync(join(directory, name), 'utf8'), schema) as object, {
        slug,
      }) as z.infer<T> & {
        slug: string
      }
    })
}
