import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, expect, test, vi } from 'vitest'
import { searchRecords } from '#src/lib/search-records.ts'
import { buildSearchIndex } from '../../../scripts/search-index.ts'
import { postOrder } from '../../fixtures/content.ts'
import { posts } from '../../fixtures/posts.ts'

type Pagefind = {
  options: (options: { basePath: string }) => Promise<void>
  init: () => Promise<void>
  search: (term: string) => Promise<{ results: Array<{ data: () => Promise<{ url: string }> }> }>
}

afterAll(() => {
  vi.unstubAllGlobals()
})

type IndexedPost = Parameters<typeof searchRecords>[0][number]

/** Builds the index of `posts`, then loads Pagefind's own browser module over it, in Node. */
async function searchableIndex(posts: ReadonlyArray<IndexedPost>): Promise<(term: string) => Promise<Array<string>>> {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'))
  for (const file of await buildSearchIndex(searchRecords(posts))) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true })
    writeFileSync(join(dir, file.path), file.content)
  }
  // Pagefind fetches /pagefind/<file>; answer from the folder. Without `window` it searches on the main thread.
  async function fetchFile(url: string) {
    return new Response(
      readFileSync(
        join(
          dir,
          String(url)
            .replace(/^\/pagefind\//, '')
            .split('?')[0]!,
        ),
      ),
    )
  }
  vi.stubGlobal('fetch', fetchFile)
  const pagefind: Pagefind = await import(/* @vite-ignore */ pathToFileURL(join(dir, 'pagefind.js')).href)
  // As in the browser: the index lives at /pagefind/ (Pagefind would otherwise use the module's own folder).
  await pagefind.options({ basePath: '/pagefind/' })
  await pagefind.init()
  return async (term) => {
    // Each index answers from its own folder, whichever was loaded last.
    vi.stubGlobal('fetch', fetchFile)
    const search = await pagefind.search(term)
    return Promise.all(search.results.map(async (result) => (await result.data()).url))
  }
}

const search = await searchableIndex(posts)

test('the index holds exactly the 19 articles, each under its slashless URL /blogs/<id>', () => {
  const urls = searchRecords(posts).map((record) => record.url)
  expect(urls).toEqual(postOrder.map((id) => `/blogs/${id}`))
  expect(urls).toHaveLength(19)
})

test('a word only one article body uses finds that article and no other', async () => {
  // "antivirus" appears once, in the body of the data-security article (content/blog/).
  expect(await search('antivirus')).toEqual(['/blogs/data-security-outsourcing-best-practices'])
  expect(await search('clearinghouse')).toEqual(['/blogs/virtual-assistants-medical-billing-revenue-cycle'])
})

test('a title word ranks the article with that title first', async () => {
  expect((await search('founders'))[0]).toBe('/blogs/virtual-executive-assistants-founders')
})

test('a tag finds every article carrying it', async () => {
  const tagged = posts.filter((post) => post.tags.includes('Leadership')).map((post) => `/blogs/${post.id}`)
  expect(tagged.length).toBeGreaterThan(1)
  expect(await search('leadership')).toEqual(expect.arrayContaining(tagged))
})

test('title, excerpt, tags and body are each searchable on their own', async () => {
  const body = '<p>Plain words about the weather.</p>'
  const searchFields = await searchableIndex([
    { id: 'in-title', title: 'Zeppelin Logistics', excerpt: 'An excerpt.', tags: ['Sales'], html: body },
    { id: 'in-excerpt', title: 'Second', excerpt: 'Why a gondola helps.', tags: ['Sales'], html: body },
    { id: 'in-tags', title: 'Third', excerpt: 'An excerpt.', tags: ['Marmalade'], html: body },
    {
      id: 'in-body',
      title: 'Fourth',
      excerpt: 'An excerpt.',
      tags: ['Sales'],
      html: '<h2 id="x">Notes</h2><p>A walrus appears.</p>',
    },
  ])
  expect(await searchFields('zeppelin')).toEqual(['/blogs/in-title'])
  expect(await searchFields('gondola')).toEqual(['/blogs/in-excerpt'])
  expect(await searchFields('marmalade')).toEqual(['/blogs/in-tags'])
  expect(await searchFields('walrus')).toEqual(['/blogs/in-body'])
})

test('a word no article uses finds nothing', async () => {
  // Pagefind also finds words the query starts with ("blockchain" finds "block"): this one starts like none.
  expect(await search('qwertyuiop')).toEqual([])
})

test('titles, excerpts and tags are escaped into the indexed document; the sanitised body is kept as it is', () => {
  const [record] = searchRecords([
    {
      id: 'x',
      title: 'Q&A <b>bold</b>',
      excerpt: 'A "quoted" <i>excerpt</i>',
      tags: ['R&D'],
      html: '<p>Body <strong>text</strong></p>',
    },
  ])
  expect(record!.content).toContain('<h1>Q&amp;A &lt;b&gt;bold&lt;/b&gt;</h1>')
  expect(record!.content).toContain('A &quot;quoted&quot; &lt;i&gt;excerpt&lt;/i&gt;')
  expect(record!.content).toContain('<li>R&amp;D</li>')
  expect(record!.content).toContain('<p>Body <strong>text</strong></p>')
})

test('the index leaves out the UI bundles the site never loads', async () => {
  const files = await buildSearchIndex(searchRecords(posts.slice(0, 1)))
  const paths = files.map((file) => file.path)
  expect(paths).toContain('pagefind.js')
  expect(paths).toContain('pagefind-worker.js')
  expect(paths.filter((path) => /pagefind-(ui|modular-ui|component-ui|highlight)\./.test(path))).toEqual([])
})

test('indexing nothing fails with a message that names the search index', async () => {
  await expect(buildSearchIndex([])).rejects.toThrow(/^search index: indexing failed:\n {2}no articles to index$/)
})
