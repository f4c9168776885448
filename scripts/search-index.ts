import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as pagefind from 'pagefind'
import type { SearchRecord } from '#src/lib/search-records.ts'

// From the post records, not the built pages, so the index holds the article alone (docs/decisions/013-blog-search-with-pagefind.md).

/** Pagefind's own UI bundles: the site draws its own search box, so these are never requested. */
const UNUSED_BUNDLES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/

function fail(step: string, errors: ReadonlyArray<string>): never {
  throw new Error(`search index: ${step} failed:\n${errors.map((error) => `  ${error}`).join('\n')}`)
}

export async function buildSearchIndex(records: ReadonlyArray<SearchRecord>): Promise<Array<pagefind.IndexFile>> {
  if (records.length === 0) fail('indexing', ['no articles to index'])
  try {
    const created = await pagefind.createIndex({ forceLanguage: 'en' })
    if (!created.index || created.errors.length > 0) fail('starting Pagefind', created.errors)
    const { index } = created
    for (const record of records) {
      const added = await index.addHTMLFile({ url: record.url, content: record.content })
      if (added.errors.length > 0) fail(`indexing ${record.url}`, added.errors)
      if (added.file.url !== record.url) fail(`indexing ${record.url}`, [`Pagefind stored it as ${added.file.url}`])
      if (added.file.uniqueWords === 0) fail(`indexing ${record.url}`, ['no words were indexed'])
    }
    const { errors, files } = await index.getFiles()
    if (errors.length > 0) fail('writing the index', errors)
    return files.filter((file) => !UNUSED_BUNDLES.test(file.path))
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('search index:')) throw error
    throw new Error(`search index: Pagefind could not run: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  } finally {
    await pagefind.close()
  }
}

export async function writeSearchIndex(buildDir: string, records: ReadonlyArray<SearchRecord>): Promise<void> {
  const files = await buildSearchIndex(records)
  const outputPath = join(buildDir, 'pagefind')
  rmSync(outputPath, { recursive: true, force: true })
  for (const file of files) {
    const target = join(outputPath, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.content)
  }
}
