import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import * as pagefind from 'pagefind'

/** Pagefind's own UI bundles: the site draws its own search box, so these are never requested. */
const UNUSED_BUNDLES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/

function fail(step: string, errors: ReadonlyArray<string>): never {
  throw new Error(`search index: ${step} failed:\n${errors.map((error) => `  ${error}`).join('\n')}`)
}

// Pagefind indexes only the parts marked data-pagefind-body, so a page without them (blogs/404.html) is left out
// (docs/decisions/035-pagefind-over-built-articles.md).
export async function buildSearchIndex(
  pages: ReadonlyArray<{ url: string; content: string }>,
): Promise<Array<pagefind.IndexFile>> {
  if (pages.length === 0) fail('indexing', ['no articles to index'])
  try {
    const created = await pagefind.createIndex({ forceLanguage: 'en' })
    if (!created.index || created.errors.length > 0) fail('starting Pagefind', created.errors)
    const { index } = created
    for (const page of pages) {
      const { errors } = await index.addHTMLFile(page)
      if (errors.length > 0) fail(`indexing ${page.url}`, errors)
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

export async function writeSearchIndex(buildDir: string): Promise<void> {
  const blogDir = join(buildDir, 'blogs')
  const pages = readdirSync(blogDir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ url: `/blogs/${basename(name, '.html')}`, content: readFileSync(join(blogDir, name), 'utf8') }))
  const files = await buildSearchIndex(pages)
  for (const file of files) {
    const target = join(buildDir, 'pagefind', file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.content)
  }
}
