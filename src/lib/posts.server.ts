import { existsSync, readFileSync } from 'node:fs'
import type { Site } from '#src/content/schemas.ts'
import { renderArticle, reportRemovals, type ArticleEntry, type DraftPost } from './article.server.ts'
import { checkCollection } from './posts.ts'

type Collection = { order: ReadonlyArray<string>; site: Site; pagePaths: ReadonlySet<string>; tags: ReadonlyArray<string> }

// Astro's body is the text after the frontmatter, trimmed: found in the file, so reports name the file's own lines.
function bodyLine(entry: ArticleEntry): number {
  if (!entry.filePath || !existsSync(entry.filePath)) return 1
  const text = readFileSync(entry.filePath, 'utf8')
  return text.slice(0, text.lastIndexOf(entry.body ?? '')).split('\n').length
}

export function buildPosts(entries: ReadonlyArray<ArticleEntry>, { order, site, pagePaths, tags }: Collection): Array<DraftPost> {
  const rendered = entries.map((entry) => renderArticle(entry, { site, tags, bodyLine: bodyLine(entry) }))
  reportRemovals(rendered.flatMap(({ removed }) => removed))
  const linked = rendered.map(({ post, internalLinks }) => ({ ...post, internalLinks }))
  checkCollection(linked, order, pagePaths, tags)
  const posts = new Map(rendered.map(({ post }) => [post.id, post]))
  return order.map((id) => posts.get(id)!)
}
