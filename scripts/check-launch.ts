import { readFileSync } from 'node:fs'
import { previewValues } from '#src/lib/preview.ts'
import { readRecord } from './read-content.ts'

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
  const previews = previewValues(readRecord('site'))
  const count = previews.length
  if (process.argv.includes('--gate')) {
    if (count > 0) {
      console.error(
        `build:production: refused: content/site.yaml still has ${count} preview values, so this build would publish a preview; run \`npm run check:launch\` to list them, supply them, then build again.`,
      )
      process.exitCode = 1
    }
  } else if (count === 0) {
    console.log('check:launch: every value in content/site.yaml is supplied.')
  } else {
    const comments = commentsByPath(readFileSync('content/site.yaml', 'utf8'))
    console.log(`check:launch: ${count} values in content/site.yaml are still to be supplied:`)
    for (const { path, value } of previews)
      console.log(`  ${path}${comments.get(path) ? `: ${comments.get(path)}` : ''} (preview: ${value})`)
    console.log(
      'Until they are supplied the build is a preview: every page is noindex and says so. Fill them in (CMS: Site details) before going live.',
    )
    process.exitCode = 1
  }
}
