import { existsSync, readFileSync } from 'node:fs'
import type { PictureWords } from '#src/collections/schemas/pictures.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import type { PlanFacts } from './plan-placeholders.ts'
import { parseContentFile } from './content-file.ts'
import { renderArticle, reportRemovals, type ArticleEntry, type DraftPost } from './article.server.ts'
import { checkCollection, orderArticles } from './posts.ts'

type Collection = {
  order: ReadonlyArray<string>
  site: Site
  pictures: PictureWords
  plans: ReadonlyArray<PlanFacts>
  pagePaths: ReadonlySet<string>
  tags: ReadonlyArray<string>
}

// Reports name the file's own lines: the body starts below the frontmatter.
function bodyLine(entry: ArticleEntry): number {
  if (!entry.filePath || !existsSync(entry.filePath)) return 1
  return parseContentFile(readFileSync(entry.filePath, 'utf8'), entry.filePath).bodyLine ?? 1
}

export function buildPosts(
  entries: ReadonlyArray<ArticleEntry>,
  { order, site, pictures, plans, pagePaths, tags }: Collection,
): Array<DraftPost> {
  const rendered = entries.map((entry) => renderArticle(entry, { site, pictures, plans, bodyLine: bodyLine(entry) }))
  reportRemovals(rendered.flatMap(({ removed }) => removed))
  const linked = rendered.map(({ post, internalLinks }) => ({ ...post, internalLinks }))
  checkCollection(linked, pagePaths, tags)
  return orderArticles(
    rendered.map(({ post }) => post),
    order,
  )
}
