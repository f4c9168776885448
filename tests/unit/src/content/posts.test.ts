import { expect, test } from 'vitest'
import { postOrder } from '#src/content/post-order.ts'
import {
  buildCollection,
  checkTagsInUse,
  findTagBySlug,
  getLatestPosts,
  getPostById,
  getPosts,
  getRelatedPosts,
  getTagPage,
  parsePost,
  selectLatestPosts,
  selectPostsByTag,
  selectRelatedPosts,
  withCoverArtwork,
} from '#src/content/posts.server.ts'
import type { Post } from '#src/content/types.ts'

type FixtureFields = Partial<Record<string, string | number | ReadonlyArray<string>>>

/** Writes an article file the way an author would: YAML frontmatter (values quoted) and a Markdown body. */
function articleSource(fields: FixtureFields = {}, body = 'Some body text.') {
  const frontmatter: FixtureFields = {
    title: 'A fixture post',
    excerpt: 'An excerpt for the fixture post.',
    image: '/uploads/blog/fixture.webp',
    imageAlt: 'Illustration: a fixture',
    publishedAt: '2025-05-08',
    author: 'TandemDesk Team',
    tags: ['Virtual Assistants'],
    ...fields,
  }
  const lines = Object.entries(frontmatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'number' ? value : JSON.stringify(value)}`)
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`
}

function fixturePost(id: string, fields: FixtureFields = {}, body?: string) {
  return parsePost({ file: `content/blog/${id}.md`, id, source: articleSource(fields, body) })
}

function parseError(id: string, source: string): string {
  try {
    parsePost({ file: `content/blog/${id}.md`, id, source })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the post to be refused')
}

function collectionError(...args: Parameters<typeof buildCollection>): string {
  try {
    buildCollection(...args)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the collection to be refused')
}

const pages = new Set(['/', '/pricing', '/blogs', '/blogs/a', '/blogs/b'])

test('the collection holds every article in the order of post-order.ts', () => {
  expect(getPosts().map((post) => post.id)).toEqual([...postOrder])
  expect(getPosts()).toHaveLength(19)
})

test('getPostById finds an article by its id and answers null for an unknown id', () => {
  const post = getPostById('virtual-assistants-medical-billing-revenue-cycle')
  expect(post?.id).toBe('virtual-assistants-medical-billing-revenue-cycle')
  expect(post?.html).toContain('<h2')
  expect(getPostById('no-such-article')).toBeNull()
  expect(getPostById('__not-found')).toBeNull()
})

test('every article reads in 6 to 15 minutes and was published between May 8 and October 18, 2025 (spec §3)', () => {
  for (const post of getPosts()) {
    expect(Number(/^(\d+) min read$/.exec(post.readTime)?.[1]), post.id).toBeGreaterThanOrEqual(6)
    expect(Number(/^(\d+) min read$/.exec(post.readTime)?.[1]), post.id).toBeLessThanOrEqual(15)
    expect(post.publishedAt.slice(0, 10) >= '2025-05-08' && post.publishedAt.slice(0, 10) <= '2025-10-18', post.id).toBe(true)
  }
})

test('getLatestPosts returns three articles by default, newest first', () => {
  const latest = getLatestPosts()
  expect(latest).toHaveLength(3)
  expect(latest[0]?.publishedAt).toBe('2025-10-18')
  expect(getLatestPosts(19)).toHaveLength(19)
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
  for (const post of getPosts()) {
    const related = getRelatedPosts(post)
    expect(related.length, post.id).toBeLessThanOrEqual(3)
    expect(related.map((other) => other.id)).not.toContain(post.id)
    for (const other of related)
      expect(
        other.tags.some((tag) => post.tags.includes(tag)),
        `${post.id} → ${other.id}`,
      ).toBe(true)
  }
})

test('a post is parsed from its frontmatter with a cover, the written date and a read time from the visible words only', () => {
  const visible = Array.from({ length: 460 }, (_, index) => `w${index}`)
  // The markup (link targets, the call-out's tag and class) adds tokens but no words a reader reads.
  const body = `<div class="callout">\n\n${visible.slice(0, 230).join(' ')}\n\n</div>\n\n[${visible[230]}](/pricing "a title with several words") ${visible.slice(231).join(' ')}`
  const post = fixturePost('fixture', { tags: ['AI', 'Sales'], publishedAt: '2025-05-19T09:00:00-07:00' }, body)
  expect(post).toMatchObject({
    id: 'fixture',
    title: 'A fixture post',
    publishedAt: '2025-05-19T09:00:00-07:00',
    tags: ['AI', 'Sales'],
    readTime: '2 min read',
    image: {
      src: '/uploads/blog/fixture.webp',
      srcSet: '/uploads/blog/fixture-640.webp 640w, /uploads/blog/fixture-800.webp 800w, /uploads/blog/fixture.webp 1200w',
      avifSrcSet: '/uploads/blog/fixture-640.avif 640w, /uploads/blog/fixture-800.avif 800w, /uploads/blog/fixture.avif 1200w',
      width: 1200,
      height: 630,
      alt: 'Illustration: a fixture',
    },
  })
  expect(post.html).toContain('<div class="callout">')
})

test('an external https cover is accepted with its width and height, and gets no srcset', () => {
  const post = fixturePost('external', { image: 'https://images.example.com/cover.jpg', imageWidth: 800, imageHeight: 450 })
  expect(post.image).toEqual({
    src: 'https://images.example.com/cover.jpg',
    srcSet: undefined,
    width: 800,
    height: 450,
    alt: 'Illustration: a fixture',
  })
})

test('frontmatter errors name the file and the field', () => {
  const cases: Array<[string, string]> = [
    [articleSource({ title: undefined }), 'content/blog/x.md: frontmatter.title: required'],
    [articleSource({ tags: ['AI', 'Foo'] }), 'content/blog/x.md: frontmatter.tags[1]: unknown tag "Foo"'],
    [articleSource({ tags: [] }), 'content/blog/x.md: frontmatter.tags: needs at least one tag'],
    [articleSource({ subtitle: 'extra' }), 'content/blog/x.md: frontmatter.subtitle: unknown field'],
    [
      articleSource({ publishedAt: '2025-02-30' }),
      'content/blog/x.md: frontmatter.publishedAt: must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
    ],
    [
      articleSource({ publishedAt: '2025-05-08T09:00:00Z' }),
      'content/blog/x.md: frontmatter.publishedAt: must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
    ],
    [
      articleSource().replace('publishedAt: "2025-05-08"', 'publishedAt: 2025-05-08'),
      'content/blog/x.md: frontmatter.publishedAt: expected a quoted date string, got a date (quote it)',
    ],
    [
      articleSource({ image: 'https://images.example.com/a.jpg' }),
      'content/blog/x.md: frontmatter.imageWidth: required for an external image',
    ],
    [
      articleSource({ image: 'http://images.example.com/a.jpg' }),
      'content/blog/x.md: frontmatter.image: must be a local path starting with / or an https:// URL',
    ],
    [
      articleSource({ image: 'uploads/a.webp' }),
      'content/blog/x.md: frontmatter.image: must be a local path starting with / or an https:// URL',
    ],
    [articleSource({ author: '' }), 'content/blog/x.md: frontmatter.author: must not be empty'],
    ['No frontmatter at all.\n', 'content/blog/x.md: no frontmatter'],
    ['---\ntitle: "a\n---\nbody\n', 'content/blog/x.md: frontmatter: invalid YAML'],
  ]
  for (const [source, message] of cases) expect(parseError('x', source)).toContain(message)
})

test('several bad fields are all named, one line each', () => {
  const message = parseError('x', articleSource({ tags: ['Foo', 'AI', 'Bar'], excerpt: undefined }))
  expect(message.split('\n').sort()).toEqual(
    [
      'content/blog/x.md: frontmatter.excerpt: required',
      'content/blog/x.md: frontmatter.tags[0]: unknown tag "Foo"',
      'content/blog/x.md: frontmatter.tags[2]: unknown tag "Bar"',
    ].sort(),
  )
})

test('an unknown site: link in a body fails with the file named', () => {
  expect(parseError('x', articleSource({}, '[book](site:booking.nope)'))).toContain('content/blog/x.md:')
  expect(parseError('x', articleSource({}, '[book](site:booking.nope)'))).toContain('unknown site link "site:booking.nope"')
})

test('a file name that is not a slug is refused', () => {
  expect(parseError('Bad_Name', articleSource())).toContain('content/blog/Bad_Name.md: the file name must be a lowercase slug')
})

test('the collection refuses files missing from the order list, listed ids without a file, ids twice and broken links', () => {
  const a = fixturePost('a')
  const b = fixturePost('b', {}, 'See [pricing](/pricing) and [the other post](/blogs/a).')
  expect(buildCollection([a, b], ['b', 'a'], pages).map((post) => post.id)).toEqual(['b', 'a'])
  expect(collectionError([a, b], ['a'], pages)).toBe('content/blog/b.md: id "b" is missing from content/blog-order.yaml')
  expect(collectionError([a], ['a', 'b'], pages)).toBe('content/blog-order.yaml: "b" has no file content/blog/b.md')
  expect(collectionError([a, b], ['a', 'b', 'a'], pages)).toBe('content/blog-order.yaml: "a" is listed twice')
  expect(collectionError([a, fixturePost('a'), b], ['a', 'b'], pages)).toBe('content/blog/a.md: duplicate id "a"')
  const broken = fixturePost('b', {}, 'See [a missing post](/blogs/missing#top).')
  expect(collectionError([a, broken], ['a', 'b'], pages)).toBe('content/blog/b.md: link to /blogs/missing: no such page')
})

test('collection posts carry no build-only fields', () => {
  const [post] = buildCollection([fixturePost('a')], ['a'], pages)
  expect(Object.keys(post as Post).sort()).toEqual(
    ['author', 'excerpt', 'figures', 'html', 'id', 'image', 'publishedAt', 'readTime', 'tags', 'title'].sort(),
  )
})

test('selectPostsByTag keeps only the posts carrying the tag, in the order given', () => {
  const posts = [
    { id: 'a', tags: ['AI', 'Sales'] },
    { id: 'b', tags: ['Sales'] },
    { id: 'c', tags: ['Leadership', 'AI'] },
  ]
  expect(selectPostsByTag(posts, 'AI').map((post) => post.id)).toEqual(['a', 'c'])
  expect(selectPostsByTag(posts, 'Delegation')).toEqual([])
})

test('findTagBySlug maps a topic slug back to its tag and refuses unknown slugs', () => {
  expect(findTagBySlug('business-growth')).toBe('Business Growth')
  expect(findTagBySlug('ai')).toBe('AI')
  expect(findTagBySlug('nope')).toBeNull()
  expect(findTagBySlug('Business Growth')).toBeNull()
})

test('checkTagsInUse fails the build for a tag no article uses, since it would get an empty topic page', () => {
  const posts = [{ tags: ['AI'] }, { tags: ['Sales', 'AI'] }]
  expect(() => checkTagsInUse(posts, ['AI', 'Sales'])).not.toThrow()
  expect(() => checkTagsInUse(posts, ['AI', 'Sales', 'Leadership'])).toThrow(/"Leadership"/)
})

test('getTagPage lists the articles whose frontmatter carries the tag, in collection order', () => {
  // From content/blog frontmatter: the two articles tagged Sales, and the one tagged Executive Support.
  expect(getTagPage('sales')?.posts.map((post) => post.id)).toEqual(
    postOrder.filter((id) =>
      ['virtual-assistants-real-estate-agents-support', 'virtual-assistants-sales-team-pipeline'].includes(id),
    ),
  )
  expect(getTagPage('executive-support')).toMatchObject({ tag: 'Executive Support' })
  expect(getTagPage('executive-support')?.posts.map((post) => post.id)).toEqual(['virtual-executive-assistants-founders'])
  expect(getTagPage('nope')).toBeNull()
})

test('a generated cover carries its artwork, coloured by collection place; an uploaded or external one does not', () => {
  const posts = [
    fixturePost('first', { title: 'First', image: '/uploads/blog/first.webp', tags: ['AI', 'Sales', 'Leadership'] }),
    fixturePost('second', { image: 'https://images.example.com/photo.jpg', imageWidth: 800, imageHeight: 450 }),
    fixturePost('third', { title: 'Third', image: '/uploads/blog/a-photo-of-our-desk.webp' }),
    fixturePost('fourth', { title: 'Fourth', image: '/uploads/blog/fourth.webp' }),
  ]
  const [first, second, third, fourth] = withCoverArtwork(posts)
  expect(first?.image.artwork).toEqual({ title: 'First', eyebrow: 'AI · Sales', icon: 'Newspaper', variant: 0 })
  expect(second?.image.artwork).toBeUndefined()
  expect(third?.image.artwork).toBeUndefined()
  expect(fourth?.image.artwork?.variant).toBe(3)
  expect(getPosts().every((post) => post.image.artwork?.title === post.title)).toBe(true)
})
