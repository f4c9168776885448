import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/content/collections.ts'
import { readPlans } from '#src/content/loaders.ts'
import { formatSchemaError } from '#src/content/schemas.ts'
import { parseYaml } from '#src/lib/parse-yaml.ts'
import { fillPlanPlaceholders, fillPlanPlaceholdersDeep, type PlanFacts } from '#src/lib/plan-placeholders.ts'

// For scripts and tests that cannot use `astro:content`: the same files, schemas and plan placeholders as src/content.config.ts.
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

function readEntry(file: string, schema: z.ZodType, root: string, plans: ReadonlyArray<PlanFacts>) {
  const text = readFileSync(join(root, file), 'utf8')
  const match = file.endsWith('.md') ? FRONTMATTER.exec(text) : null
  const result = schema.safeParse(fillPlanPlaceholdersDeep(parseYaml(match ? match[1]! : text, file), plans, file))
  if (!result.success) throw new Error(formatSchemaError(result.error, file))
  return { data: result.data, body: match ? fillPlanPlaceholders(text.slice(match[0].length), plans, file) : '' }
}

type Files = typeof CONTENT_FILES
type Folders = typeof CONTENT_FOLDERS

export function readRecord<N extends keyof Files>(name: N, root = '.'): z.infer<Files[N]['schema']> {
  const { file, schema } = CONTENT_FILES[name]
  return readEntry(`content/${file}`, schema, root, readPlans(root).plans).data as z.infer<Files[N]['schema']>
}

export function readFolder<N extends keyof Folders>(name: N, root = '.') {
  const { extension, schema } = CONTENT_FOLDERS[name]
  const { plans } = readPlans(root)
  return globSync(`*.${extension}`, { cwd: join(root, 'content', name) })
    .sort()
    .map((entry) => {
      const filePath = `content/${name}/${entry}`
      const { data, body } = readEntry(filePath, schema, root, plans)
      return { id: entry.slice(0, -extension.length - 1), data: data as z.infer<Folders[N]['schema']>, body, filePath }
    })
}
