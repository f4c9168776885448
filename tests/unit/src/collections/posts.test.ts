import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { postFrontmatterSchema } from '#src/collections/schemas/blog.ts'
import { buildPosts } from '#src/lib/posts.server.ts'
import { parseContentFile } from '#src/lib/content-file.ts'
import { checkCollection, orderArticles, selectLatestPosts, selectRelatedPosts } from '#src/lib/posts.ts'
import { pictures, postOrder, schemaProblems } from '../../../fixtures/content.ts'
import { posts } from '../../../fixtures/posts.ts'
import { previewSite } from '../../../fixtures/site.ts'

type FixtureFields = Partial<Record<string, string | number | ReadonlyArray<string>>>

const PICTURE_SRC_ERROR = 'must be an uploaded picture (/uploads/<file>, a JPEG, PNG, WebP or AVIF) or an https:// address'

/** An article as an author writes it: frontmatter fields (the schema's) and a Markdown body. */
function frontmatter(fields: FixtureFields = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({
      title: 'A fixture post',
      excerpt: 'An excerpt for the fixture post.',
      publishedAt: '2025-05-08',
      author: 'TandemDesk Team',
      tags: ['Virtual Assistants'],
      ...fields,
    }).filter(([, value]) => value !== undefined),
  )
}

function fixturePosts(
  entries: Array<{ id: string; fields?: FixtureFields; body?: string }>,
  order = entries.map((entry) => entry.id),
) {
  return buildPosts(
    entries.map(({ id, fields, body = 'Some body text.' }) => ({
      id,
      data: postFrontmatterSchema.parse(frontmatter(fields)),
      body,
    })),
    {
      order,
      site: previewSite,
      pictures,
      plans: [],
      pagePaths: new Set(['/', '/pricing', '/blogs', '/blogs/a', '/blogs/b']),
      tags: [],
    },
  )
}

/** The schema's complaints, one `field: message` each (the build names the file: tests/unit/scripts/read-content.test.ts). */
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
    for (const other of related)
      expect(
        other.tags.some((tag) => post.tags.includes(tag)),
        `${post.id} → ${other.id}`,
      ).toBe(true)
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
  })
  expect(post!.html).toContain('<div class="callout">')
})

test('an external https cover is shown as written, with its width, height and alt text', () => {
  const fields = {
    image: 'https://images.example.com/cover.jpg',
    imageAlt: 'A laptop on a desk',
    imageWidth: 800,
    imageHeight: 450,
  }
  const [post] = fixturePosts([{ id: 'a', fields }])
  expect(post!.cover).toEqual({
    photo: { src: 'https://images.example.com/cover.jpg', width: 800, height: 450, alt: 'A laptop on a desk' },
  })
  expect(post!.uploadedCover).toBeUndefined()
})

test('an uploaded cover waits for the image pipeline and becomes the social card; no image means the drawn cover', () => {
  const [uploaded, drawn] = fixturePosts([
    { id: 'a', fields: { image: '/uploads/our-desk.jpg', imageAlt: 'Our desk in San Francisco' } },
    { id: 'b', body: '## First part\n\nText.\n\n## Second part\n\nText.' },
  ])
  expect(uploaded!.cover).toEqual({ upload: { src: '/uploads/our-desk.jpg', alt: 'Our desk in San Francisco' } })
  expect(uploaded!.uploadedCover).toBe('/uploads/our-desk.jpg')
  expect(drawn!.cover).toMatchObject({ drawing: { sections: 2 } })
  expect(drawn!.uploadedCover).toBeUndefined()
})

test('the frontmatter schema names each bad field', () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [frontmatter({ title: undefined }), 'title: required'],
    [frontmatter({ tags: ['AI', 'Foo'] }), 'tags.1: unknown tag "Foo"'],
    [frontmatter({ tags: [] }), 'tags: needs at least one tag'],
    [frontmatter({ subtitle: 'extra' }), 'subtitle: unknown field'],
    [
      frontmatter({ publishedAt: '2025-02-30' }),
      'publishedAt: must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
    ],
    [
      frontmatter({ publishedAt: '2025-05-08T09:00:00Z' }),
      'publishedAt: must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
    ],
    [frontmatter({ publishedAt: 20250508 }), 'publishedAt: expected a date, got number'],
    [
      frontmatter({ image: 'https://images.example.com/a.jpg', imageAlt: 'A desk' }),
      'imageWidth: required for an external picture',
    ],
    [frontmatter({ image: 'http://images.example.com/a.jpg' }), `image: ${PICTURE_SRC_ERROR}`],
    [frontmatter({ image: 'uploads/a.webp' }), `image: ${PICTURE_SRC_ERROR}`],
    [frontmatter({ image: '/uploads/a.gif' }), `image: ${PICTURE_SRC_ERROR}`],
    [frontmatter({ image: '/uploads/a.jpg' }), 'imageAlt: required with a picture: describe what it shows'],
    [frontmatter({ imageAlt: 'A desk' }), 'image: no picture chosen for this alt text: choose one, or clear the alt text'],
    [
      frontmatter({ image: '/uploads/a.jpg', imageAlt: 'A desk', imageWidth: 800 }),
      "imageWidth: only for an external https:// picture: an upload's size is read from the file",
    ],
    [frontmatter({ author: '' }), 'author: must not be empty'],
  ]
  for (const [data, message] of cases) expect(problems(data)).toContain(message)
  expect(problems(frontmatter({ tags: ['Foo', 'AI', 'Bar'], excerpt: undefined })).sort()).toEqual(
    ['excerpt: required', 'tags.0: unknown tag "Foo"', 'tags.2: unknown tag "Bar"'].sort(),
  )
})

test('a date and a date-time as the CMS saves them, unquoted, are the day and time written', () => {
  for (const written of ['2025-05-08', '2025-07-18T09:00:00-07:00']) {
    const { data } = parseContentFile(`---\npublishedAt: ${written}\n---\n\nBody`, 'content/blog/a.md')
    expect(postFrontmatterSchema.parse(frontmatter(data as Record<string, string>)).publishedAt).toBe(written)
  }
})

test('an unknown site: link in a body fails with the file named', () => {
  expect(() => fixturePosts([{ id: 'x', body: '[book](site:booking.nope)' }])).toThrow(
    /content\/blog\/x\.md:\d+: unknown site link "site:booking\.nope"/,
  )
})

test('the collection refuses broken links and unused tags', () => {
  const links = (id: string, internalLinks: Array<string> = [], tags = ['AI']) => ({ id, tags, internalLinks })
  const pages = new Set(['/pricing', '/blogs/a'])
  const check =
    (...args: Parameters<typeof checkCollection>) =>
    () =>
      checkCollection(...args)
  expect(check([links('a'), links('b', ['/pricing', '/blogs/a'])], pages, ['AI'])).not.toThrow()
  expect(check([links('a'), links('b', ['/blogs/missing'])], pages, [])).toThrow(
    'content/blog/b.md: link to /blogs/missing: no such page',
  )
  expect(check([links('a')], pages, ['AI', 'Leadership'])).toThrow(/no article uses "Leadership"/)
})

test('an article the order list does not name yet comes first, newest first; a listed id without an article is skipped', () => {
  const post = (id: string, publishedAt: string) => ({ id, publishedAt })
  const articles = [post('a', '2025-05-08'), post('new-1', '2025-09-01'), post('b', '2025-06-01'), post('new-2', '2025-10-01')]
  expect(orderArticles(articles, ['b', 'deleted', 'a']).map((article) => article.id)).toEqual(['new-2', 'new-1', 'b', 'a'])
})

test('the CMS clearing a picture (empty text) counts as no picture', () => {
  expect(problems(frontmatter({ image: '', imageAlt: '' }))).toEqual([])
  const [post] = fixturePosts([{ id: 'a', fields: { image: '', imageAlt: '' }, body: '## A part\n\nText.' }])
  expect(post!.cover).toHaveProperty('drawing')
})

test('every article of the collection has a drawn cover that never repeats its title', () => {
  for (const post of posts) {
    expect('drawing' in post.cover, post.id).toBe(true)
    if (!('drawing' in post.cover)) continue
    const { alt, shortAlt } = post.cover.drawing
    for (const text of [alt, shortAlt]) expect(text, post.id).not.toContain(post.title)
  }
})

/** An article file as an author saves it: five lines of frontmatter, then the body from line 6. */
function articleFile(body: string): { id: string; filePath: string; body: string } {
  const dir = mkdtempSync(join(tmpdir(), 'article-'))
  const filePath = join(dir, 'hostile.md')
  writeFileSync(filePath, `---\ntitle: A fixture post\nauthor: TandemDesk Team\ntags: []\n---\n${body}`)
  return { id: 'hostile', filePath, body }
}

function buildArticle(article: { id: string; filePath: string; body: string }) {
  return buildPosts([{ ...article, data: postFrontmatterSchema.parse(frontmatter()) }], {
    order: [article.id],
    site: previewSite,
    pictures,
    plans: [],
    pagePaths: new Set(['/']),
    tags: [],
  })
}

test('an article with a script, an event handler and a javascript: link fails, naming the file, each line and what was removed', () => {
  const article = articleFile(
    'Intro.\n\n<script>alert(1)</script>\n\nA picture: <img src="/x.webp" alt="x" onerror="alert(1)">\n\n[Click](javascript:alert(1))\n',
  )
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    expect(() => buildArticle(article)).toThrow(
      [
        `${article.filePath}:8: the <script> element and its content`,
        `${article.filePath}:10: the onerror attribute on <img> (an event handler)`,
        `${article.filePath}:12: href="javascript:alert(1)" on <a> (a script link)`,
      ].join('\n'),
    )
  } finally {
    warn.mockRestore()
    rmSync(dirname(article.filePath), { recursive: true })
  }
})

test('an article with a style attribute builds without it, with a warning naming the file, the line and the attribute', () => {
  const article = articleFile('Intro.\n\n<p style="color: red">Red text.</p>\n')
  const warnings: Array<string> = []
  const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message))
  try {
    const [post] = buildArticle(article)
    expect(post?.html).toContain('<p>Red text.</p>')
    expect(warnings).toEqual([
      `Article HTML outside the allowlist was removed: ${article.filePath}:8: the style="color: red" attribute on <p>`,
    ])
  } finally {
    warn.mockRestore()
    rmSync(dirname(article.filePath), { recursive: true })
  }
})

test('an article within the allowlist builds without a warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    fixturePosts([{ id: 'a', body: 'Intro with <a href="https://example.com/" title="t">a link</a> and <strong>bold</strong>.' }])
    expect(warn).not.toHaveBeenCalled()
  } finally {
    warn.mockRestore()
  }
})
