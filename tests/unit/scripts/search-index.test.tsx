import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, expect, test, vi } from 'vitest'
import { PostArticle } from '#src/components/blog/post-article.tsx'
import { TableOfContents } from '#src/components/blog/table-of-contents.tsx'
import { bookingFor } from '#src/lib/booking.ts'
import { selectRelatedPosts, type Post } from '#src/lib/posts.ts'
import { writeSearchIndex } from '../../../scripts/search-index.ts'
import { articlePage as articleWords, blogPage } from '../../fixtures/content.ts'
import { posts as fixturePosts } from '../../fixtures/posts.ts'
import { previewSite } from '../../fixtures/site.ts'

type Pagefind = {
  options: (options: { basePath: string }) => Promise<void>
  init: () => Promise<void>
  search: (term: string) => Promise<{ results: Array<{ data: () => Promise<{ url: string }> }> }>
}

afterAll(() => {
  vi.unstubAllGlobals()
})

// The fixture articles are drawn, none uploaded: their covers are as the pages show them.
const posts = fixturePosts as Array<Post>

/** An article page as the site builds it, with its contents, consultation box and related articles. */
function articlePage(post: Post, all: ReadonlyArray<Post>) {
  const url = `/blogs/${post.id}`
  const article = (
    <PostArticle
      post={post}
      related={selectRelatedPosts(all, post)}
      booking={bookingFor(previewSite, url)}
      words={articleWords}
      tagWords={blogPage}
      toc={<TableOfContents entries={post.toc} label={articleWords.tocLabel} />}
    />
  )
  return { url, content: `<!DOCTYPE html><html lang="en"><body><main>${renderToStaticMarkup(article)}</main></body></html>` }
}

/** Builds the index of `pages`, then loads Pagefind's own browser module over it, in Node. */
async function searchableIndex(
  pages: ReadonlyArray<{ url: string; content: string }>,
): Promise<(term: string) => Promise<Array<string>>> {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'))
  await writeSearchIndex(pages, dir)
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

const search = await searchableIndex(posts.map((post) => articlePage(post, posts)))

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

test('title, excerpt, tags and body are each searchable on their own, and nothing else on the page is', async () => {
  const body = '<p>Plain words about the weather.</p>'
  const article = (id: string, fields: Partial<Post>): Post => ({
    ...posts[0]!,
    id,
    title: 'Second',
    excerpt: 'An excerpt.',
    author: 'Ottoline Quimby',
    tags: ['Sales'],
    html: body,
    toc: [],
    ...fields,
  })
  const articles = [
    article('in-title', { title: 'Zeppelin Logistics' }),
    article('in-excerpt', { excerpt: 'Why a gondola helps.' }),
    article('in-tags', { tags: ['Sales', 'Marmalade'] }),
    article('in-body', { html: '<h2 id="x">Notes</h2><p>A walrus appears.</p>', toc: [{ id: 'x', text: 'Xylophone notes' }] }),
  ]
  const notAnArticle = { url: '/blogs/404', content: '<!DOCTYPE html><html lang="en"><body><h1>Walrus</h1></body></html>' }
  // Each page lists the others as related articles, with their titles, excerpts and tags.
  const searchFields = await searchableIndex([...articles.map((post) => articlePage(post, articles)), notAnArticle])
  expect(await searchFields('zeppelin')).toEqual(['/blogs/in-title'])
  expect(await searchFields('gondola')).toEqual(['/blogs/in-excerpt'])
  expect(await searchFields('marmalade')).toEqual(['/blogs/in-tags'])
  expect(await searchFields('walrus')).toEqual(['/blogs/in-body'])
  expect(await searchFields('quimby')).toEqual([])
  expect(await searchFields('xylophone')).toEqual([])
})

test('a word no article uses finds nothing', async () => {
  // Pagefind also finds words the query starts with ("blockchain" finds "block"): this one starts like none.
  expect(await search('qwertyuiop')).toEqual([])
})

test('the index leaves out the UI bundles the site never loads', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'))
  await writeSearchIndex([articlePage(posts[0]!, posts)], dir)
  const paths = readdirSync(dir)
  expect(paths).toContain('pagefind.js')
  expect(paths).toContain('pagefind-worker.js')
  expect(paths.filter((path) => /pagefind-(ui|modular-ui|component-ui|highlight)\./.test(path))).toEqual([])
})

test('indexing nothing fails with a message that names the search index', async () => {
  await expect(writeSearchIndex([], tmpdir())).rejects.toThrow(/^search index: indexing failed:\n {2}no articles to index$/)
})
