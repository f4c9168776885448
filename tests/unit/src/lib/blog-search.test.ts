import { expect, test } from 'vitest'
import { articleIdOf, parseExcerpt, searchSummary, searchWords, toSearchHits } from '#src/lib/blog-search.ts'
import { blogPage } from '../../../fixtures/content.ts'

const post = (id: string) => ({ id })

test('an excerpt becomes text runs with the matched words marked', () => {
  expect(parseExcerpt('handled by a <mark>clearinghouse</mark> and its <mark>rules.</mark> Then')).toEqual([
    { text: 'handled by a ', marked: false },
    { text: 'clearinghouse', marked: true },
    { text: ' and its ', marked: false },
    { text: 'rules.', marked: true },
    { text: ' Then', marked: false },
  ])
})

test('an excerpt without a match is one unmarked run, and an empty one has none', () => {
  expect(parseExcerpt('plain words')).toEqual([{ text: 'plain words', marked: false }])
  expect(parseExcerpt('')).toEqual([])
})

test('markup other than <mark> stays text, and escaped brackets read as brackets', () => {
  expect(parseExcerpt('<script>alert(1)</script> <img src=x onerror=alert(1)> &lt;b&gt; <mark>x</mark>')).toEqual([
    { text: '<script>alert(1)</script> <img src=x onerror=alert(1)> <b> ', marked: false },
    { text: 'x', marked: true },
  ])
})

test('a stray closing mark is dropped and an unclosed one marks the rest', () => {
  expect(parseExcerpt('a</mark> b <mark>c d')).toEqual([
    { text: 'a b ', marked: false },
    { text: 'c d', marked: true },
  ])
})

test('only /blogs/<id> URLs name an article', () => {
  expect(articleIdOf('/blogs/remote-work-trends-2025')).toBe('remote-work-trends-2025')
  for (const url of [
    '/blogs/remote-work-trends-2025.html',
    '/blogs/',
    '/blogs/tags/ai',
    '/about',
    'https://x.test/blogs/a',
    '/blogs/a/',
  ]) {
    expect(articleIdOf(url), url).toBeNull()
  }
})

test('results keep the index order, name the page articles, and skip unknown and repeated URLs', () => {
  const posts = [post('a'), post('b'), post('c')]
  const result = (url: string, excerpt: string, rawContent = excerpt) => ({
    url,
    excerpt,
    plain_excerpt: excerpt.replace(/<\/?mark>/g, ''),
    raw_content: rawContent,
  })
  const hits = toSearchHits(
    [
      result('/blogs/c', 'in the <mark>body</mark>', 'Excerpt of c. Words in the body'),
      result('/blogs/gone', 'x'),
      result('/blogs/a', '<mark>Excerpt</mark> of a.', 'Excerpt of a. Then the body'),
      result('/blogs/c', 'again'),
      result('/blogs/b.html', 'x'),
    ],
    posts,
  )
  expect(hits.map((hit) => hit.post.id)).toEqual(['c', 'a'])
  expect(hits[0]).toEqual({ post: posts[2], excerpt: parseExcerpt('in the <mark>body</mark>'), cut: true })
  expect(hits[1]).toEqual({ post: posts[0], excerpt: parseExcerpt('<mark>Excerpt</mark> of a.'), cut: false })
})

test('the summary counts articles, quotes the query and says clearly when nothing matched', () => {
  const words = searchWords(blogPage)
  expect(searchSummary(words, 3, ' remote ')).toBe('3 articles found for “remote”')
  expect(searchSummary(words, 1, 'clearinghouse')).toBe('1 article found for “clearinghouse”')
  expect(searchSummary(words, 0, 'qwertyuiop')).toBe(
    'No articles found for “qwertyuiop”. Try another word, or browse every article below.',
  )
})
