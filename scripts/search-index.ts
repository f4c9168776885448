import { globSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import * as pagefind from 'pagefind'

/** Pagefind's own UI bundles: the site draws its own search box, so these are never requested. */
const UNUSED_BUNDLES = 'pagefind-{ui,modular-ui,component-ui,highlight}.{js,css}'

function fail(step: string, errors: ReadonlyArray<string>): never {
  throw new Error(`search index: ${step} failed:\n${errors.map((error) => `  ${error}`).join('\n')}`)
}

// Pagefind indexes only the parts marked data-pagefind-body, so a page without them (blogs/404.html) is left out
// (docs/decisions/035-pagefind-over-built-articles.md).
export async function writeSearchIndex(pages: ReadonlyArray<{ url: string; content: string }>, outputPath: string) {
  if (pages.length === 0) fail('indexing', ['no articles to index'])
  try {
    const created = await pagefind.createIndex({ forceLanguage: 'en' })
    if (!created.index || created.errors.length > 0) fail('starting Pagefind', created.errors)
    const { index } = created
    for (const page of pages) {
      const { errors } = await index.addHTMLFile(page)
      if (errors.length > 0) fail(`indexing ${page.url}`, errors)
    }
    const { errors } = await index.writeFiles({ outputPath })
    if (errors.length > 0) fail('writing the index', errors)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('search index:')) throw error
    throw new Error(`search index: Pagefind could not run: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  } finally {
    await pagefind.close()
  }
  for (const file of globSync(UNUSED_BUNDLES, { cwd: outputPath })) rmSync(join(outputPath, file))
}

export async function indexArticlePages(buildDir: string): Promise<void> {
  const pages = globSync('blogs/*.html', { cwd: buildDir }).map((file) => ({
    url: `/${file.replace(/\.html$/, '')}`,
    content: readFileSync(join(buildDir, file), 'utf8'),
  }))
  await writeSearchIndex(pages, join(buildDir, 'pagefind'))
}
