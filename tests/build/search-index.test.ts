import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { findArticle, postOrder } from '../fixtures/content.ts'
import { assertBuilt, buildDir } from './build-output.ts'

/** The blog's search index, as Pagefind wrote it into dist/pagefind/ from the built article pages. */
assertBuilt()
const indexDir = join(buildDir, 'pagefind')

/** Pagefind's fragments: one per indexed page, gzip with a `pagefind_dcd` signature before the JSON. */
function fragments(): Array<{ url: string; meta: { title?: string }; content: string }> {
  const dir = join(indexDir, 'fragment')
  return readdirSync(dir).map((name) => {
    const data = gunzipSync(readFileSync(join(dir, name)))
    expect(data.subarray(0, 12).toString(), name).toBe('pagefind_dcd')
    return JSON.parse(data.subarray(12).toString('utf8'))
  })
}

test('the search index is built: its script, worker and entry file exist', () => {
  for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']) {
    expect(existsSync(join(indexDir, file)), file).toBe(true)
  }
  const entry = JSON.parse(readFileSync(join(indexDir, 'pagefind-entry.json'), 'utf8'))
  expect(entry.languages.en.page_count).toBe(19)
})

test('the index holds every article and nothing else, each under /blogs/<id> with its title, from its excerpt on', () => {
  const pages = fragments()
  expect(pages.map((page) => page.url).sort()).toEqual(postOrder.map((id) => `/blogs/${id}`).sort())
  for (const page of pages) {
    const article = findArticle(page.url.slice('/blogs/'.length))
    expect(page.meta.title, page.url).toBe(article.title)
    expect(page.content.startsWith(article.excerpt), page.url).toBe(true)
    expect(page.content, page.url).not.toMatch(/On this page|Related Articles|Ready to Transform/)
  }
})

test('Pagefind files that are already gzip are not compressed again, and its UI bundles are not published', () => {
  const files = readdirSync(indexDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(indexDir.length + 1))
  expect(files.filter((file) => /\.(pf_\w+|pagefind)\.(br|gz)$/.test(file))).toEqual([])
  expect(files.filter((file) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file))).toEqual([])
  expect(files).toContain('pagefind.js.br')
})
