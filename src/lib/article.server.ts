import type { PostFrontmatter } from '#src/collections/schemas/blog.ts'
import type { PictureWords } from '#src/collections/schemas/pictures.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import { coverArt } from './illustrations.ts'
import { renderMarkdown, type Removal } from './markdown.server.ts'
import { fillPlanPlaceholders, type PlanFacts } from './plan-placeholders.ts'
import { coverSource, type Post, type PostCoverSource } from './posts.ts'
import { readTime } from './read-time.ts'

// No file system here: the build (posts.server.ts) and the CMS's preview (src/cms/) render an article the same way.

export type ArticleEntry = { id: string; data: PostFrontmatter; body?: string; filePath?: string }

export type DraftPost = Omit<Post, 'cover'> & { cover: PostCoverSource }

/** The sanitiser's removals: unsafe ones fail the build (all of them named at once), the rest are warnings. */
export function reportRemovals(removals: ReadonlyArray<Removal>, warn = console.warn) {
  const describe = ({ file, line, what }: Removal) => `${file}${line === undefined ? '' : `:${line}`}: ${what}`
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

type ArticleRecords = {
  site: Site
  pictures: Pick<PictureWords, 'covers' | 'numbers'>
  plans: ReadonlyArray<PlanFacts>
  bodyLine?: number
}

/** One article as its page shows it, from its frontmatter and Markdown as written. */
export function renderArticle(entry: ArticleEntry, { site, pictures, plans, bodyLine = 1 }: ArticleRecords) {
  const file = entry.filePath ?? `content/blog/${entry.id}.md`
  const { sections, text, removed, internalLinks, ...rendered } = renderMarkdown(entry.body ?? '', {
    file,
    site,
    plans,
    bodyLine,
  })
  const { image, imageAlt, imageWidth, imageHeight, ...frontmatter } = fillPlanPlaceholders(entry.data, plans, file)
  const written = image ? { src: image, alt: imageAlt ?? '', width: imageWidth, height: imageHeight } : undefined
  const cover = coverSource(written, () =>
    coverArt({ title: frontmatter.title, sections, figures: rendered.figures, tags: frontmatter.tags }, pictures),
  )
  const uploadedCover = 'upload' in cover ? cover.upload.src : undefined
  const post: DraftPost = { id: entry.id, ...frontmatter, cover, readTime: readTime(text), ...rendered, uploadedCover }
  return { post, removed, internalLinks }
}
