import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Loader, LoaderContext } from 'astro/loaders'
import { parseContentFile } from '#src/lib/content-file.ts'
import { FRAMES, isUpload } from '#src/lib/pictures.ts'
import { checkUpload } from '#src/lib/uploads.server.ts'
import { CONTENT_FILES, CONTENT_FOLDERS, type ContentFolder } from './collections.ts'
import { SLUG } from './schemas/fields.ts'

// Our own loaders rather than Astro's file() and glob(): file() logs a broken file and builds without it, and glob()
// reads YAML 1.1, which turns an unquoted date-time into an instant and loses the offset written
// (docs/decisions/038-one-reader-and-writer-for-content-files.md). They store the text as written: plan placeholders
// are filled as pages read the entries (src/collections/entries.ts, src/lib/markdown.server.ts).

type Source = { id: string; file: string }

/** Reads and validates every source; one error names every file that failed. */
async function loadAll(context: LoaderContext, sources: ReadonlyArray<Source>, picture?: ContentFolder['picture']) {
  const root = fileURLToPath(context.config.root)
  const problems: Array<string> = []
  const entries = await Promise.all(
    sources.map(async ({ id, file }) => {
      try {
        const filePath = join(root, file)
        const written = parseContentFile(readFileSync(filePath, 'utf8'), file)
        const data = await context.parseData({ id, data: written.data, filePath })
        const src = picture?.field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data)
        if (picture && typeof src === 'string' && isUpload(src))
          await checkUpload(src, FRAMES[picture.frame], { file, field: picture.field })
        return { id, data, body: written.body, filePath: file }
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

/** The file of `CONTENT_FILES[name]` as the one entry `name`. */
export function recordLoader(name: keyof typeof CONTENT_FILES): Loader {
  const path = `content/${CONTENT_FILES[name].file}`
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

/** Every `content/<name>/<id>.<extension>` of `CONTENT_FOLDERS[name]`; the file name is the id. */
export function folderLoader(name: keyof typeof CONTENT_FOLDERS): Loader {
  const { extension, picture } = CONTENT_FOLDERS[name] as ContentFolder
  const base = `content/${name}`
  return {
    name: 'folder-loader',
    load: async (context) => {
      const dir = fileURLToPath(new URL(base, context.config.root))
      const sync = () => {
        const names = readdirSync(dir)
          .filter((file) => file.endsWith(`.${extension}`))
          .sort()
        for (const file of names) {
          const id = file.slice(0, -extension.length - 1)
          if (!SLUG.test(id)) throw new Error(`${base}/${file}: the file name must be a lowercase slug (a-z, 0-9, hyphens)`)
        }
        const sources = names.map((file) => ({ id: file.slice(0, -extension.length - 1), file: `${base}/${file}` }))
        return loadAll(context, sources, picture)
      }
      await sync()
      context.watcher?.add(dir)
      context.watcher?.on('all', (_event, changed) => changed.startsWith(dir) && sync())
    },
  }
}
