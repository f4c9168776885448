import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Loader, LoaderContext } from 'astro/loaders'
import { parseContentFile } from '#src/lib/content-file.ts'
import { FRAMES, isUpload } from '#src/lib/pictures.ts'
import { fillPlanPlaceholders, fillPlanPlaceholdersDeep, planFactsOf, type PlanFacts } from '#src/lib/plan-placeholders.ts'
import { checkUpload } from '#src/lib/uploads.server.ts'
import type { ContentFolder } from './collections.ts'
import { SLUG } from './schemas.ts'

// Our own loaders rather than Astro's file() and glob(): file() logs a broken file and builds without it, and glob()
// reads YAML 1.1, which turns an unquoted date-time into an instant and loses the offset written
// (docs/decisions/038-one-reader-and-writer-for-content-files.md).

const PRICING_FILE = 'content/pricing.yaml'

export function readPlans(root = '.'): Array<PlanFacts> {
  return planFactsOf(parseContentFile(readFileSync(join(root, PRICING_FILE), 'utf8'), PRICING_FILE).data)
}

type Source = { id: string; file: string }

/** Reads, fills the plan placeholders of and validates every source; one error names every file that failed. */
async function loadAll(context: LoaderContext, sources: ReadonlyArray<Source>, picture?: ContentFolder['picture']) {
  const root = fileURLToPath(context.config.root)
  const plans = readPlans(root)
  const problems: Array<string> = []
  const entries = await Promise.all(
    sources.map(async ({ id, file }) => {
      try {
        const filePath = join(root, file)
        const written = parseContentFile(readFileSync(filePath, 'utf8'), file)
        const data = await context.parseData({ id, data: fillPlanPlaceholdersDeep(written.data, plans, file), filePath })
        const src = picture?.field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data)
        if (picture && typeof src === 'string' && isUpload(src))
          await checkUpload(src, FRAMES[picture.frame], { file, field: picture.field })
        const body = written.body === undefined ? undefined : fillPlanPlaceholders(written.body, plans, file)
        return { id, data, body, filePath: file }
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error))
        return undefined
      }
    }),
  )
  if (problems.length > 0) throw new Error(problems.join('\n'))
  context.store.clear()
  for (const entry of entries) context.store.set(entry!)
}

/** `content/<path>` as the one entry `name`. */
export function recordLoader(name: string, path: string): Loader {
  return {
    name: 'record-loader',
    load: async (context) => {
      const sync = () => loadAll(context, [{ id: name, file: path }])
      await sync()
      const filePath = fileURLToPath(new URL(path, context.config.root))
      context.watcher?.add(filePath)
      context.watcher?.on('change', (changed) => changed === filePath && sync())
    },
  }
}

/** Every `content/<folder>/<id>.<extension>`; the file name is the id. */
export function folderLoader(folder: string, { extension, picture }: Pick<ContentFolder, 'extension' | 'picture'>): Loader {
  const base = `content/${folder}`
  return {
    name: 'folder-loader',
    load: async (context) => {
      const dir = fileURLToPath(new URL(base, context.config.root))
      const sync = () => {
        const names = readdirSync(dir)
          .filter((name) => name.endsWith(`.${extension}`))
          .sort()
        for (const name of names) {
          const id = name.slice(0, -extension.length - 1)
          if (!SLUG.test(id)) throw new Error(`${base}/${name}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
        }
        const sources = names.map((name) => ({ id: name.slice(0, -extension.length - 1), file: `${base}/${name}` }))
        return loadAll(context, sources, picture)
      }
      await sync()
      context.watcher?.add(dir)
      context.watcher?.on('all', (_event, changed) => changed.startsWith(dir) && sync())
    },
  }
}
