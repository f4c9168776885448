import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFolder } from '#src/collections/collections.ts'
import { pagePaths } from '#src/collections/page-paths.ts'
import { POST_TAGS } from '#src/collections/schemas/blog.ts'
import { formatSchemaError, SLUG } from '#src/collections/schemas/fields.ts'
import { pricingSchema } from '#src/collections/schemas/pricing.ts'
import { renderArticle } from '#src/lib/article.server.ts'
import { parseContentFile } from '#src/lib/content-file.ts'
import { FRAMES, isUpload } from '#src/lib/pictures.ts'
import { fillPlanPlaceholders, type PlanFacts } from '#src/lib/plan-placeholders.ts'
import { checkCollection } from '#src/lib/posts.ts'
import { checkUpload } from '#src/lib/uploads.server.ts'

// For scripts and tests that cannot use `astro:content`: the same files, reader and schemas as src/collections/loaders.ts,
// with the plan placeholders filled as src/collections/entries.ts fills them (article bodies: as they render).

function readEntry(file: string, schema: z.ZodType, root: string) {
  const written = parseContentFile(readFileSync(join(root, file), 'utf8'), file)
  const result = schema.safeParse(written.data)
  if (!result.success) throw new Error(formatSchemaError(result.error, file))
  return { data: result.data, body: written.body ?? '' }
}

/** The plans of content/pricing.yaml, validated: what every plan placeholder reads. */
function readPlans(root = '.'): ReadonlyArray<PlanFacts> {
  return (readEntry('content/pricing.yaml', pricingSchema, root).data as z.infer<typeof pricingSchema>).plans
}

type Files = typeof CONTENT_FILES
type Folders = typeof CONTENT_FOLDERS

export function readRecord<N extends keyof Files>(name: N, root = '.'): z.infer<Files[N]['schema']> {
  const { file, schema } = CONTENT_FILES[name]
  const { data } = readEntry(`content/${file}`, schema, root)
  return fillPlanPlaceholders(data, readPlans(root), `content/${file}`) as z.infer<Files[N]['schema']>
}

/** The files of content/<name>/, sorted by name, each with its id (the file name) and path. */
export function folderFiles(name: keyof Folders, root = '.'): Array<{ id: string; file: string }> {
  const { extension } = CONTENT_FOLDERS[name]
  return readdirSync(join(root, 'content', name))
    .filter((entry) => entry.endsWith(`.${extension}`))
    .sort()
    .map((entry) => ({ id: entry.slice(0, -extension.length - 1), file: `content/${name}/${entry}` }))
}

/** Each file's data with its plan placeholders filled, and an article's Markdown body as written. */
export function readFolder<N extends keyof Folders>(name: N, root = '.') {
  const plans = readPlans(root)
  return folderFiles(name, root).map(({ id, file }) => {
    const { data, body } = readEntry(file, CONTENT_FOLDERS[name].schema, root)
    return { id, data: fillPlanPlaceholders(data, plans, file) as z.infer<Folders[N]['schema']>, body, filePath: file }
  })
}

/** What the article pipeline refuses (script, an unknown site link, a bad figure, a link to no page), by file and line. */
function articleProblems(root: string): Array<string> {
  const site = readRecord('site', root)
  const pictures = readRecord('pictures', root)
  const plans = readPlans(root)
  const ids = (folder: keyof Folders) => folderFiles(folder, root).map((entry) => entry.id)
  const fixed = readRecord('pageHeads', root).pages.map((head) => head.path)
  const paths = pagePaths({
    fixed,
    services: ids('services'),
    industries: ids('industries'),
    posts: ids('blog'),
    jobs: ids('jobs'),
  })
  const problems: Array<string> = []
  const linked = readFolder('blog', root).flatMap((entry) => {
    try {
      const bodyLine = parseContentFile(readFileSync(join(root, entry.filePath), 'utf8'), entry.filePath).bodyLine
      const { post, removed, internalLinks } = renderArticle(entry, { site, pictures, plans, bodyLine })
      for (const { file, line, what } of removed.filter((removal) => removal.unsafe))
        problems.push(`${file}:${line}: ${what}: script the site will not publish; remove it`)
      return [{ ...post, internalLinks }]
    } catch (error) {
      problems.push(...message(error).split('\n'))
      return []
    }
  })
  try {
    checkCollection(linked, new Set(paths.map((page) => page.path)), POST_TAGS)
  } catch (error) {
    problems.push(...message(error).split('\n'))
  }
  return problems
}

/** Every content file, for checks that read them all (the canonical style, the launch gate). */
export function contentFiles(root = '.'): Array<{ file: string; collection: string }> {
  return [
    ...Object.entries(CONTENT_FILES).map(([collection, { file }]) => ({ file: `content/${file}`, collection })),
    ...(Object.keys(CONTENT_FOLDERS) as Array<keyof Folders>).flatMap((collection) =>
      folderFiles(collection, root).map(({ file }) => ({ file, collection })),
    ),
  ]
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Every problem the build would meet in content/, one line each (`<file>: <field>: <message>`), all files at once: a
 * build stops at the first collection that fails, and the owner should not fix one mistake per build.
 */
export async function contentProblems(root = '.'): Promise<Array<string>> {
  // With content/pricing.yaml broken no placeholder can be checked; its problems are listed with the other files'.
  let plans: ReadonlyArray<PlanFacts> | undefined
  try {
    plans = readPlans(root)
  } catch {
    plans = undefined
  }
  const problems: Array<string> = []
  const check = async (file: string, schema: z.ZodType, picture?: ContentFolder['picture']) => {
    try {
      const { data } = readEntry(file, schema, root)
      if (plans) fillPlanPlaceholders(data, plans, file)
      const src = picture?.field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data)
      if (picture && typeof src === 'string' && isUpload(src))
        await checkUpload(src, FRAMES[picture.frame], { file, field: picture.field }, root)
    } catch (error) {
      problems.push(...message(error).split('\n'))
    }
  }
  for (const { file, schema } of Object.values(CONTENT_FILES)) await check(`content/${file}`, schema)
  for (const [name, folder] of Object.entries<ContentFolder>(CONTENT_FOLDERS)) {
    for (const { id, file } of folderFiles(name as keyof Folders, root)) {
      if (!SLUG.test(id)) problems.push(`${file}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
      else await check(file, folder.schema, folder.picture)
    }
  }
  return problems.length > 0 ? problems : articleProblems(root)
}
