import { readFileSync } from 'node:fs'
import { site } from '#src/site.ts'

/**
 * `npm run check:launch` (issue 17): lists every value of content/site.yaml the business has not supplied yet
 * (contact details, booking pages, social profiles, affiliate and partner sites, application form ids) and exits 1
 * while any remains. The site leaves those links and lines out rather than invent them; run this before going live.
 */
export function unsuppliedValues(record: unknown, path: Array<string> = []): Array<string> {
  if (record === null) return [path.join('.')]
  if (typeof record !== 'object' || Array.isArray(record)) return []
  return Object.entries(record).flatMap(([key, value]) => unsuppliedValues(value, [...path, key]))
}

/** The comment written above each key of content/site.yaml (or its parent's), which says what the value is. */
function commentsByPath(source: string): Map<string, string> {
  const comments = new Map<string, string>()
  const stack: Array<{ indent: number; key: string; comment: string }> = []
  let pending: Array<string> = []
  for (const line of source.split('\n')) {
    const comment = /^\s*#\s?(.*)$/.exec(line)
    if (comment) {
      pending.push(comment[1]!)
      continue
    }
    const entry = /^(\s*)([A-Za-z][\w-]*):/.exec(line)
    if (!entry) {
      pending = []
      continue
    }
    const indent = entry[1]!.length
    while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop()
    const own = pending.join(' ')
    pending = []
    stack.push({ indent, key: entry[2]!, comment: own || (stack.at(-1)?.comment ?? '') })
    comments.set(stack.map((item) => item.key).join('.'), stack.at(-1)!.comment)
  }
  return comments
}

if (import.meta.main) {
  const missing = unsuppliedValues(site)
  if (missing.length === 0) {
    console.log('check:launch: every value in content/site.yaml is supplied.')
  } else {
    const comments = commentsByPath(readFileSync('content/site.yaml', 'utf8'))
    console.log(`check:launch: ${missing.length} values in content/site.yaml are still to be supplied:`)
    for (const path of missing) console.log(`  ${path}${comments.get(path) ? `: ${comments.get(path)}` : ''}`)
    console.log('The site leaves these out until they are supplied. Fill them in (CMS: Site details) before going live.')
    process.exitCode = 1
  }
}
