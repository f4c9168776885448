import { parse, stringify } from 'yaml'

// One reader and one writer for every file in content/: the build, the scripts and the CMS (its custom formats,
// src/cms/formats.ts) all go through them, so a file the CMS saves is read exactly as it was written
// (docs/decisions/038-one-reader-and-writer-for-content-files.md).

/** Each record's keys in the order its schema lists them, and the same for its groups and the items of its lists. */
export type KeyOrder = { keys: ReadonlyArray<string>; fields: Readonly<Record<string, KeyOrder>>; items?: KeyOrder }

export type ContentFile = { data: Record<string, unknown>; body?: string }

const FRONTMATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/

/**
 * YAML 1.2's core schema reads `2025-05-08` and `2025-07-18T09:00:00-07:00` as the text written, however they are
 * quoted: the calendar day and the offset written are never turned into an instant (decision 028).
 */
export function parseYaml(text: string, file: string): Record<string, unknown> {
  let data: unknown
  try {
    data = parse(text, { prettyErrors: true })
  } catch (error) {
    throw new Error(`${file}: invalid YAML: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  if (data === null || data === undefined) return {}
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${file}: expected a group of fields, got ${typeof data}`)
  return data as Record<string, unknown>
}

/** A content file as written; a Markdown file's body is the text after its frontmatter, from `bodyLine` (1-based). */
export function parseContentFile(text: string, file: string): ContentFile & { bodyLine?: number } {
  if (!file.endsWith('.md')) return { data: parseYaml(text, file) }
  const match = FRONTMATTER.exec(text)
  if (!match) throw new Error(`${file}: must start with frontmatter between two lines of ---`)
  const rest = text.slice(match[0].length)
  const leading = /^(?:[ \t]*\r?\n)*/.exec(rest)![0]
  const bodyLine = (match[0] + leading).split('\n').length
  return { data: parseYaml(match[1] ?? '', file), body: rest.slice(leading.length).trimEnd(), bodyLine }
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  return typeof value === 'object' && Object.keys(value).length === 0
}

// An empty optional field is what the CMS leaves behind when one is cleared: it means the same as no field.
function canonical(value: unknown, order?: KeyOrder): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item, order?.items)).filter((item) => !isEmpty(item))
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const known = order?.keys ?? []
  const keys = [...known.filter((key) => key in record), ...Object.keys(record).filter((key) => !known.includes(key))]
  const entries = keys.map((key) => [key, canonical(record[key], order?.fields[key])] as const)
  return Object.fromEntries(entries.filter(([, item]) => !isEmpty(item)))
}

// Outside fenced code, a list item starts with "- ", never "* " or "+ " (a "* * *" rule stays as written).
function canonicalBody(body: string): string {
  let fence: string | undefined
  const lines = body.split(/\r?\n/).map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker.slice(0, 3)
    if (fence || marker || /^\s*([*+])(?:\s*\1){2,}\s*$/.test(line)) return line
    return line.replace(/^(\s*)[*+](\s+\S)/, '$1-$2')
  })
  return lines
    .join('\n')
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd()
}

/**
 * The one style every content file is written in: keys in schema order, empty optional fields left out, no line
 * wrapping, quotes only where a YAML 1.1 reader would otherwise read something else (a date, `yes`, `0123`), and
 * `-` for every list item, in the YAML and in a Markdown body alike.
 */
export function writeContentFile({ data, body }: ContentFile, order?: KeyOrder): string {
  const yaml = stringify(canonical(data, order), { lineWidth: 0, version: '1.1' })
  return body === undefined ? yaml : `---\n${yaml}---\n\n${canonicalBody(body)}\n`
}
