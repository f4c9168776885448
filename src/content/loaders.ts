import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Loader } from 'astro/loaders'
import { parseYaml } from '#src/lib/parse-yaml.ts'
import { fillPlanPlaceholders, fillPlanPlaceholdersDeep, planFactsOf } from '#src/lib/plan-placeholders.ts'

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

const PRICING_FILE = 'content/pricing.yaml'

// Astro keeps entries between builds by their own file's digest, so a change of pricing.yaml clears the collection first.
export function withPlanPlaceholders(loader: Loader): Loader {
  return {
    name: `${loader.name}-with-plans`,
    load: async (context) => {
      const text = readFileSync(PRICING_FILE, 'utf8')
      const plans = planFactsOf(parseYaml(text, PRICING_FILE))
      const digest = createHash('sha256').update(text).digest('hex')
      if (context.meta.get('plans') !== digest) {
        context.store.clear()
        context.meta.set('plans', digest)
      }
      const where = (filePath?: string) => filePath?.replace(`${process.cwd()}/`, '') ?? context.collection
      await loader.load({
        ...context,
        parseData: (entry) =>
          context.parseData({ ...entry, data: fillPlanPlaceholdersDeep(entry.data, plans, where(entry.filePath)) }),
        store: {
          ...context.store,
          set: (entry) =>
            context.store.set({ ...entry, body: entry.body && fillPlanPlaceholders(entry.body, plans, where(entry.filePath)) }),
        },
      })
    },
  }
}
