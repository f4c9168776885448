import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/content/collections.ts'
import { parseYaml } from '#src/lib/parse-yaml.ts'
import { formatSchemaError } from '#src/content/schemas.ts'
import { fillPlanPlaceholders, fillPlanPlaceholdersDeep, planFactsOf } from '#src/lib/plan-placeholders.ts'

// For scripts and tests that cannot use `astro:content`: the same files, schemas and plan placeholders as src/content.config.ts.
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

const plans = (root: string) =>
  planFactsOf(parseYaml(readFileSync(join(root, 'content/pricing.yaml'), 'utf8'), 'content/pricing.yaml'))

function validate<T>(schema: z.ZodType, data: unknown, file: string): T {
  const result = schema.safeParse(data)
  if (!result.success) throw new Error(formatSchemaError(result.error, file))
  return result.data as T
}

type Files = typeof CONTENT_FILES
type Folders = typeof CONTENT_FOLDERS

export function readRecord<N extends keyof Files>(name: N, root = '.'): z.infer<Files[N]['schema']> {
  const file = `content/${CONTENT_FILES[name].file}`
  return validate(
    CONTENT_FILES[name].schema,
    fillPlanPlaceholdersDeep(parseYaml(readFileSync(join(root, file), 'utf8'), file), plans(root), file),
    file,
  )
}

export function readFolder<N extends keyof Folders>(
  name: N,
  root = '.',
): Array<{ id: string; data: z.infer<Folders[N]['schema']>; body: string; filePath: string }> {
  const { folder, extension, schema } = CONTENT_FOLDERS[name]
  const dir = join(root, 'content', folder)
  const facts = plans(root)
  return readdirSync(dir)
    .filter((entry) => entry.endsWith(`.${extension}`))
    .sort()
    .map((entry) => {
      const file = `content/${folder}/${entry}`
      const text = fillPlanPlaceholders(readFileSync(join(root, file), 'utf8'), facts, file)
      const match = extension === 'md' ? FRONTMATTER.exec(text) : null
      const data = parseYaml(match ? match[1]! : text, file)
      return {
        id: entry.slice(0, -extension.length - 1),
        data: validate(schema, data, file),
        body: match ? text.slice(match[0].length) : '',
        filePath: file,
      }
    })
}
