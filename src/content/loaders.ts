import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Loader } from 'astro/loaders'
import { parseYaml } from '#src/lib/parse-yaml.ts'
import { FRAMES, isUpload } from '#src/lib/pictures.ts'
import { fillPlanPlaceholders, fillPlanPlaceholdersDeep, planFactsOf } from '#src/lib/plan-placeholders.ts'
import { checkUpload } from '#src/lib/uploads.server.ts'
import type { ContentFolder } from './collections.ts'

const PRICING_FILE = 'content/pricing.yaml'

export function readPlans(root = '.') {
  const text = readFileSync(join(root, PRICING_FILE), 'utf8')
  return { text, plans: planFactsOf(parseYaml(text, PRICING_FILE)) }
}

/** `content/<path>` as the one entry `name`; unlike Astro's `file()`, which logs a YAML error and goes on, it fails the build. */
export function recordLoader(name: string, path: string): Loader {
  return {
    name: 'record-loader',
    load: async ({ config, store, parseData, watcher }) => {
      const filePath = fileURLToPath(new URL(path, config.root))
      const sync = async () => {
        const data = await parseData({ id: name, data: parseYaml(readFileSync(filePath, 'utf8'), path), filePath })
        store.clear()
        store.set({ id: name, data, filePath: path })
      }
      await sync()
      watcher?.add(filePath)
      watcher?.on('change', (changed) => changed === filePath && sync())
    },
  }
}

/** Fills each file's plan placeholders and checks the upload its `picture` names before Astro's image pipeline meets it. */
export function withContentChecks(loader: Loader, picture?: ContentFolder['picture']): Loader {
  return {
    name: `${loader.name}-checked`,
    load: async (context) => {
      const { text, plans } = readPlans()
      // Astro keeps entries between builds by their own file's digest, so a change of pricing.yaml clears the collection first.
      const digest = context.generateDigest(text)
      if (context.meta.get('plans') !== digest) {
        context.store.clear()
        context.meta.set('plans', digest)
      }
      const where = (filePath?: string) => filePath?.replace(`${process.cwd()}/`, '') ?? context.collection
      await loader.load({
        ...context,
        parseData: async (entry) => {
          const file = where(entry.filePath)
          const data = await context.parseData({ ...entry, data: fillPlanPlaceholdersDeep(entry.data, plans, file) })
          if (!picture) return data
          const src = picture.field
            .split('.')
            .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)
          if (typeof src === 'string' && isUpload(src))
            await checkUpload(src, FRAMES[picture.frame], { file, field: picture.field })
          return data
        },
        store: {
          ...context.store,
          set: (entry) =>
            context.store.set({ ...entry, body: entry.body && fillPlanPlaceholders(entry.body, plans, where(entry.filePath)) }),
        },
      })
    },
  }
}
