import { expect, test } from 'vitest'
import { articleIdOf, parseExcerpt, searchSummary, toSearchHits, withoutTitle } from '#src/lib/blog-search.ts'

const post = (id: string, title = `Title of ${id}`, excerpt = `Excerpt of ${id}.`) => ({ id, title, excerpt })

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

test('a title the excerpt starts with is dropped, and what follows is the start of the text', () => {
  const article = post('x', 'Remote Work Trends in 2025: What Small Businesses Should Know', 'Remote work has grown up.')
  expect(
    withoutTitle(
      parseExcerpt('<mark>Remote</mark> Work Trends in 2025: What Small Businesses Should Know. <mark>Remote</mark> work has'),
      article,
    ),
  ).toEqual({
    parts: [
      { text: 'Remote', marked: true },
      { text: ' work has', marked: false },
    ],
    cut: false,
  })
})

test('the end of a title is dropped too, also after a question mark', () => {
  const article = post('x', 'Which Tasks Should You Delegate First?', 'Not sure what to hand over first?')
  expect(withoutTitle(parseExcerpt('You <mark>Delegate</mark> First? Not sure what'), article)).toEqual({
    parts: [{ text: 'Not sure what', marked: false }],
    cut: false,
  })
})

test('words from the middle of the text are kept whole and marked as cut', () => {
  const article = post('x', 'Delegate Less, Decide What', 'Start small.')
  // "What" ends the title, but the excerpt does not follow it: this is body text that happens to start alike.
  expect(withoutTitle(parseExcerpt('What <mark>matters</mark> most'), article)).toEqual({
    parts: [
      { text: 'What ', marked: false },
      { text: 'matters', marked: true },
      { text: ' most', marked: false },
    ],
    cut: true,
  })
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
  const hits = toSearchHits(
    [
      { url: '/blogs/c', excerpt: 'in the <mark>body</mark>' },
      { url: '/blogs/gone', excerpt: 'x' },
      { url: '/blogs/a', excerpt: 'Title of a. Excerpt of a.' },
      { url: '/blogs/c', excerpt: 'again' },
      { url: '/blogs/b.html', excerpt: 'x' },
    ],
    posts,
  )
  expect(hits.map((hit) => hit.post.id)).toEqual(['c', 'a'])
  expect(hits[0]).toEqual({ post: posts[2], excerpt: parseExcerpt('in the <mark>body</mark>'), cut: true })
  expect(hits[1]).toEqual({ post: posts[0], excerpt: [{ text: 'Excerpt of a.', marked: false }], cut: false })
})

test('the summary counts articles, quotes the query and says clearly when nothing matched', () => {
  expect(searchSummary(3, ' remote ')).toBe('3 articles found for “remote”')
  expect(searchSummary(1, 'clearinghouse')).toBe('1 article found for “clearinghouse”')
  expect(searchSummary(0, 'qwertyuiop')).toBe(
    'No articles found for “qwertyuiop”. Try another word, or browse every article below.',
  )
})
