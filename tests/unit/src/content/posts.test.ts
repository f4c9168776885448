import { parse } from 'yaml'
import { expect, test } from 'vitest'
import { postFrontmatterSchema } from '#src/content/schemas.ts'
import { buildPosts } from '#src/lib/posts.server.ts'
import { checkCollection, selectLatestPosts, selectRelatedPosts } from '#src/lib/posts.ts'
import { postOrder, schemaProblems } from '../../../fixtures/content.ts'
import { posts } from '../../../fixtures/posts.ts'
import { previewSite } from '../../../fixtures/site.ts'

type FixtureFields = Partial<Record<string, string | number | ReadonlyArray<string>>>

/** An article as an author writes it: frontmatter fields (the schema's) and a Markdown body. */
function frontmatter(fields: FixtureFields = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({
      title: 'A fixture post',
      excerpt: 'An excerpt for the fixture post.',
      image: '/uploads/blog/fixture.webp',
      imageAlt: 'Illustration: a fixture',
      publishedAt: '2025-05-08',
      author: 'TandemDesk Team',
      tags: ['Virtual Assistants'],
      ...fields,
    }).filter(([, value]) => value !== undefined),
  )
}

function fixturePosts(entries: Array<{ id: string; fields?: FixtureFields; body?: string }>, order = entries.map((entry) => entry.id)) {
  return buildPosts(
    entries.map(({ id, fields, body = 'Some body text.' }) => ({ id, data: postFrontmatterSchema.parse(frontmatter(fields)), body })),
    { order, site: previewSite, pagePaths: new Set(['/', '/pricing', '/blogs', '/blogs/a', '/blogs/b']), tags: [] },
  )
}

/** The schema's complaints, one `field: message` each (Astro names the file: tests/unit/content/content-errors.test.ts). */
function problems(data: Record<string, unknown>): Array<string> {
  return schemaProblems(postFrontmatterSchema, data)
}

test('the collection holds every article in the order of content/blog-order.yaml', () => {
  expect(posts.map((post) => post.id)).toEqual([...postOrder])
  expect(posts).toHaveLength(19)
})

test('every article reads in 6 to 15 minutes and was published between May 8 and October 18, 2025 (spec §3)', () => {
  for (const post of posts) {
    expect(Number(/^(\d+) min read$/.exec(post.readTime)?.[1]), post.id).toBeGreaterThanOrEqual(6)
    expect(Number(/^(\d+) min read$/.exec(post.readTime)?.[1]), post.id).toBeLessThanOrEqual(15)
    expect(post.publishedAt.slice(0, 10) >= '2025-05-08' && post.publishedAt.slice(0, 10) <= '2025-10-18', post.id).toBe(true)
  }
})

test('the latest three articles are the newest, newest first (spec §3 default 3)', () => {
  const latest = selectLatestPosts(posts)
  expect(latest).toHaveLength(3)
  expect(latest[0]?.publishedAt).toBe('2025-10-18')
  expect(selectLatestPosts(posts, 19)).toHaveLength(19)
})

test('latest posts are ordered by the real instant across bare dates and offsets; ties keep collection order', () => {
  const posts = [
    { id: 'bare', publishedAt: '2025-06-01' }, // midnight PDT = 07:00 UTC
    { id: 'half-past', publishedAt: '2025-06-01T00:30:00-07:00' }, // 07:30 UTC
    { id: 'east', publishedAt: '2025-06-01T08:00:00+02:00' }, // 06:00 UTC, same calendar day
    { id: 'west-day-before', publishedAt: '2025-05-31T23:59:00-08:00' }, // 07:59 UTC on June 1
    { id: 'utc-tie', publishedAt: '2025-06-01T07:00:00+00:00' }, // the same instant as 'bare'
  ]
  expect(selectLatestPosts(posts, 5).map((post) => post.id)).toEqual(['west-day-before', 'half-past', 'bare', 'utc-tie', 'east'])
  expect(selectLatestPosts(posts).map((post) => post.id)).toEqual(['west-day-before', 'half-past', 'bare'])
  expect(selectLatestPosts([...posts].reverse(), 5).map((post) => post.id)).toEqual([
    'west-day-before',
    'half-past',
    'utc-tie',
    'bare',
    'east',
  ])
})

test('related posts share the most tags first, then are the most recent, and never include the post itself', () => {
  const post = { id: 'self', tags: ['AI', 'Automation'], publishedAt: '2025-06-01' }
  const posts = [
    post,
    { id: 'one-tag-new', tags: ['AI'], publishedAt: '2025-09-01' },
    { id: 'two-tags-old', tags: ['Automation', 'AI', 'Sales'], publishedAt: '2025-05-10' },
    { id: 'no-tag-newest', tags: ['Sales'], publishedAt: '2025-10-01' },
    { id: 'one-tag-old', tags: ['Automation'], publishedAt: '2025-05-20' },
    { id: 'one-tag-mid', tags: ['Automation'], publishedAt: '2025-07-01T09:00:00-07:00' },
  ]
  expect(selectRelatedPosts(posts, post).map((related) => related.id)).toEqual(['two-tags-old', 'one-tag-new', 'one-tag-mid'])
  expect(selectRelatedPosts(posts, post, 10).map((related) => related.id)).toEqual([
    'two-tags-old',
    'one-tag-new',
    'one-tag-mid',
    'one-tag-old',
  ])
})

test('there are no related posts when no other post shares a tag', () => {
  const post = { id: 'alone', tags: ['Leadership'], publishedAt: '2025-06-01' }
  expect(selectRelatedPosts([post, { id: 'other', tags: ['Sales'], publishedAt: '2025-06-02' }], post)).toEqual([])
})

test('every article has at most three related articles, none of them itself, each sharing a tag', () => {
  for (const post of posts) {
    const related = selectRelatedPosts(posts, post)
    expect(related.length, post.id).toBeLessThanOrEqual(3)
    expect(related.map((other) => other.id)).not.toContain(post.id)
    for (const other of related) expect(other.tags.some((tag) => post.tags.includes(tag)), `${post.id} → ${other.id}`).toBe(true)
  }
})

test('a post keeps its frontmatter and the written date, with a read time from the visible words only', () => {
  const visible = Array.from({ length: 460 }, (_, index) => `w${index}`)
  // The markup (link targets, the call-out's tag and class) adds tokens but no words a reader reads.
  const body = `<div class="callout">\n\n${visible.slice(0, 230).join(' ')}\n\n</div>\n\n[${visible[230]}](/pricing "a title with several words") ${visible.slice(231).join(' ')}`
  const [post] = fixturePosts([{ id: 'a', fields: { tags: ['AI', 'Sales'], publishedAt: '2025-05-19T09:00:00-07:00' }, body }])
  expect(post).toMatchObject({
    id: 'a',
    title: 'A fixture post',
    publishedAt: '2025-05-19T09:00:00-07:00',
    tags: ['AI', 'Sales'],
    readTime: '2 min read',
    image: { src: '/uploads/blog/fixture.webp', width: 1200, height: 630, alt: 'Illustration: a fixture' },
  })
  expect(post!.html).toContain('<div class="callout">')
})

test('an external https cover is accepted with its width and height', () => {
  const [post] = fixturePosts([{ id: 'a', fields: { image: 'https://images.example.com/cover.jpg', imageWidth: 800, imageHeight: 450 } }])
  expect(post!.image).toEqual({ src: 'https://images.example.com/cover.jpg', width: 800, height: 450, alt: 'Illustration: a fixture' })
})

test('the frontmatter schema names each bad field', () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [frontmatter({ title: undefined }), 'title: required'],
    [frontmatter({ tags: ['AI', 'Foo'] }), 'tags.1: unknown tag "Foo"'],
    [frontmatter({ tags: [] }), 'tags: needs at least one tag'],
    [frontmatter({ subtitle: 'extra' }), 'subtitle: unknown field'],
    [frontmatter({ publishedAt: '2025-02-30' }), 'publishedAt: must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM'],
    [frontmatter({ publishedAt: '2025-05-08T09:00:00Z' }), 'publishedAt: must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM'],
    [parse('publishedAt: 2025-05-08', { schema: 'yaml-1.1' }), 'publishedAt: expected a quoted date string, got a date (quote it)'],
    [frontmatter({ image: 'https://images.example.com/a.jpg' }), 'imageWidth: required for an external image'],
    [frontmatter({ image: 'http://images.example.com/a.jpg' }), 'image: must be a local path starting with / or an https:// URL'],
    [frontmatter({ image: 'uploads/a.webp' }), 'image: must be a local path starting with / or an https:// URL'],
    [frontmatter({ author: '' }), 'author: must not be empty'],
  ]
  for (const [data, message] of cases) expect(problems(data)).toContain(message)
  expect(problems(frontmatter({ tags: ['Foo', 'AI', 'Bar'], excerpt: undefined })).sort()).toEqual(
    ['excerpt: required', 'tags.0: unknown tag "Foo"', 'tags.2: unknown tag "Bar"'].sort(),
  )
})

test('an unknown site: link in a body fails with the file named', () => {
  expect(() => fixturePosts([{ id: 'x', body: '[book](site:booking.nope)' }])).toThrow(/content\/blog\/x\.md:\d+: unknown site link "site:booking\.nope"/)
})

test('the collection refuses files missing from the order list, listed ids without a file, broken links and unused tags', () => {
  const links = (id: string, internalLinks: Array<string> = [], tags = ['AI']) => ({ id, tags, internalLinks })
  const pages = new Set(['/pricing', '/blogs/a'])
  const check = (...args: Parameters<typeof checkCollection>) => () => checkCollection(...args)
  expect(check([links('a'), links('b', ['/pricing', '/blogs/a'])], ['b', 'a'], pages, ['AI'])).not.toThrow()
  expect(check([links('a'), links('b')], ['a'], pages, [])).toThrow('content/blog/b.md: id "b" is missing from content/blog-order.yaml')
  expect(check([links('a')], ['a', 'b'], pages, [])).toThrow('content/blog-order.yaml: "b" has no file content/blog/b.md')
  expect(check([links('a'), links('b', ['/blogs/missing'])], ['a', 'b'], pages, [])).toThrow(
    'content/blog/b.md: link to /blogs/missing: no such page',
  )
  expect(check([links('a')], ['a'], pages, ['AI', 'Leadership'])).toThrow(/no article uses "Leadership"/)
})

test('a generated cover carries its artwork, coloured by collection place; an uploaded or external one does not', () => {
  const [first, second, third, fourth] = fixturePosts([
    { id: 'first', fields: { title: 'First', image: '/uploads/blog/first.webp', tags: ['AI', 'Sales', 'Leadership'] } },
    { id: 'second', fields: { image: 'https://images.example.com/photo.jpg', imageWidth: 800, imageHeight: 450 } },
    { id: 'third', fields: { title: 'Third', image: '/uploads/blog/a-photo-of-our-desk.webp' } },
    { id: 'fourth', fields: { title: 'Fourth', image: '/uploads/blog/fourth.webp' } },
  ])
  expect(first?.image.artwork).toEqual({ title: 'First', brand: 'TandemDesk', eyebrow: 'AI · Sales', icon: 'Newspaper', variant: 0 })
  expect(second?.image.artwork).toBeUndefined()
  expect(third?.image.artwork).toBeUndefined()
  expect(fourth?.image.artwork?.variant).toBe(3)
  expect(posts.every((post) => post.image.artwork?.title === post.title)).toBe(true)
})
