import { existsSync, readFileSync } from 'node:fs'
import type { PostFrontmatter, Site } from '#src/content/schemas.ts'
import { articleOutline } from './illustrations.ts'
import { renderMarkdown, type Removal } from './markdown.server.ts'
import { checkCollection, coverSource, type Post, type PostCoverSource } from './posts.ts'
import { readTime } from './read-time.ts'

type Collection = { order: ReadonlyArray<string>; site: Site; pagePaths: ReadonlySet<string>; tags: ReadonlyArray<string> }

type Entry = { id: string; data: PostFrontmatter; body?: string; filePath?: string }

// Astro hands over the body without its frontmatter, trimmed of leading blank lines and with plan placeholders filled:
// count the lines before it in the file, so reports name the file's own lines.
function bodyLine(entry: Entry): number {
  if (!entry.filePath || !existsSync(entry.filePath)) return 1
  const text = readFileSync(entry.filePath, 'utf8')
  const frontmatter = /^---\r?\n[\s\S]*?\r?\n---[^\S\n]*\n/.exec(text)?.[0] ?? ''
  const blankLines = (from: string) => (/^(?:[^\S\n]*\n)*/.exec(from)?.[0] ?? '').split('\n').length - 1
  return frontmatter.split('\n').length + blankLines(text.slice(frontmatter.length)) - blankLines(entry.body ?? '')
}

/** The sanitiser's removals: unsafe ones fail the build (all of them named at once), the rest are warnings. */
export function reportRemovals(
  removals: ReadonlyArray<Removal & { file: string }>,
  warn: (message: string) => void = console.warn,
) {
  const describe = ({ file, line, what }: Removal & { file: string }) => `${file}${line === undefined ? '' : `:${line}`}: ${what}`
  for (const removal of removals.filter((item) => !item.unsafe)) {
    warn(`Article HTML outside the allowlist was removed: ${describe(removal)}`)
  }
  const unsafe = removals.filter((item) => item.unsafe)
  if (unsafe.length > 0) {
    throw new Error(
      `Articles contain script the site will not publish (docs/decisions/007-article-sanitiser-allowlist.md); remove it:\n${unsafe.map(describe).join('\n')}`,
    )
  }
}

/** A post whose uploaded cover has not been through the image pipeline yet (src/content/posts.ts does that). */
export type DraftPost = Omit<Post, 'cover'> & { cover: PostCoverSource }

export function buildPosts(
  entries: ReadonlyArray<Entry>,
  { order, site, pagePaths, tags: tagList }: Collection,
): Array<DraftPost> {
  const rendered = new Map(
    entries.map((entry) => {
      const file = entry.filePath ?? `content/blog/${entry.id}.md`
      return [entry.id, { entry, file, body: renderMarkdown(entry.body ?? '', { file, site, bodyLine: bodyLine(entry) }) }]
    }),
  )
  reportRemovals([...rendered.values()].flatMap(({ file, body }) => body.removed.map((removal) => ({ ...removal, file }))))
  checkCollection(
    [...rendered.values()].map(({ entry, body }) => ({ id: entry.id, tags: entry.data.tags, internalLinks: body.internalLinks })),
    order,
    pagePaths,
    tagList,
  )
  return order.map((id) => {
    const { entry, body } = rendered.get(id)!
    const { title, excerpt, publishedAt, author, tags, image, imageAlt, imageWidth, imageHeight } = entry.data
    const { html, figures, toc, text, sections } = body
    const written = image ? { src: image, alt: imageAlt ?? '', width: imageWidth, height: imageHeight } : undefined
    const cover = coverSource(written, () => articleOutline({ sections, figures, tags, tone: tagList.indexOf(tags[0]!) }))
    const uploadedCover = 'upload' in cover ? cover.upload.src : undefined
    return { id, title, excerpt, publishedAt, author, tags, cover, readTime: readTime(text), html, figures, toc, uploadedCover }
  })
}
