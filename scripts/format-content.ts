import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/collections/collections.ts'
import { keyOrderOf } from '#src/lib/cms.ts'
import { parseContentFile, writeContentFile } from '#src/lib/content-file.ts'
import { contentFiles } from './read-content.ts'

// `npm run format:content` writes every file of content/ in the style the CMS saves (src/lib/content-file.ts);
// `--check` only names the files that differ, so a hand edit in another style is caught before it is reviewed.

const schemas: Record<string, Parameters<typeof keyOrderOf>[0]> = Object.fromEntries(
  [...Object.entries(CONTENT_FILES), ...Object.entries(CONTENT_FOLDERS)].map(([name, entry]) => [name, entry.schema]),
)

/** The files of content/ not written as the CMS would write them, each with its canonical text. */
export function offStyleFiles(root = '.'): Array<{ file: string; canonical: string }> {
  return contentFiles(root).flatMap(({ file, collection }) => {
    const text = readFileSync(join(root, file), 'utf8')
    const canonical = writeContentFile(parseContentFile(text, file), keyOrderOf(schemas[collection]!))
    return canonical === text ? [] : [{ file, canonical }]
  })
}

if (import.meta.main) {
  const off = offStyleFiles()
  if (process.argv.includes('--check')) {
    for (const { file } of off) console.error(`${file}: not in the style the CMS writes; run \`npm run format:content\``)
    process.exitCode = off.length > 0 ? 1 : 0
  } else {
    for (const { file, canonical } of off) writeFileSync(file, canonical)
    console.log(`format:content: ${off.length} files rewritten`)
  }
}
