import type { PostFrontmatter, Site } from '#src/content/schemas.ts'
import { articleOutline } from './illustrations.ts'
import { renderMarkdown, type Removal } from './markdown.server.ts'
import { coverSource, type Post, type PostCoverSource } from './posts.ts'
import { readTime } from './read-time.ts'

// No file system here: the build (posts.server.ts) and the CMS's preview (src/cms/) render an article the same way.

export type ArticleEntry = { id: string; data: PostFrontmatter; body?: string; filePath?: string }

/** A post whose uploaded cover has not been through the image pipeline yet (src/content/posts.ts does that). */
export type DraftPost = Omit<Post, 'cover'> & { cover: PostCoverSource }

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

/** One article as its page shows it; `tags` is the site's tag list, whose order picks the drawing's tone. */
export function renderArticle(
  entry: ArticleEntry,
  { site, tags: tagList, bodyLine = 1 }: { site: Site; tags: ReadonlyArray<string>; bodyLine?: number },
) {
  const file = entry.filePath ?? `content/blog/${entry.id}.md`
  const { html, figures, toc, text, sections, removed, internalLinks } = renderMarkdown(entry.body ?? '', {
    file,
    site,
    bodyLine,
  })
  const { title, excerpt, publishedAt, author, tags, image, imageAlt, imageWidth, imageHeight } = entry.data
  const written = image ? { src: image, alt: imageAlt ?? '', width: imageWidth, height: imageHeight } : undefined
  const cover = coverSource(written, () => articleOutline({ sections, figures, tags, tone: tagList.indexOf(tags[0]!) }))
  const uploadedCover = 'upload' in cover ? cover.upload.src : undefined
  const post: DraftPost = {
    id: entry.id,
    title,
    excerpt,
    publishedAt,
    author,
    tags,
    cover,
    readTime: readTime(text),
    html,
    figures,
    toc,
    uploadedCover,
  }
  return { post, file, removed, internalLinks }
}
