import type { BlogPage } from '#src/collections/schemas/blog.ts'
import { countWords, fillWords } from './words.ts'

export type ExcerptPart = { text: string; marked: boolean }

/** Pagefind's result: `plain_excerpt` is the excerpt unmarked, `raw_content` the whole indexed text, escaped alike. */
export type SearchResultData = { url: string; excerpt: string; plain_excerpt: string; raw_content: string }

/** `cut`: the words start in the middle of the article's text (the result shows an ellipsis). */
export type SearchHit<Post> = { post: Post; excerpt: Array<ExcerptPart>; cut: boolean }

// Only <mark> is read as markup; the rest stays text, which React renders as text, so no HTML from the index reaches the page.
export function parseExcerpt(excerpt: string): Array<ExcerptPart> {
  const parts: Array<ExcerptPart> = []
  let marked = false
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    const last = parts.at(-1)
    const text = piece.replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    if (piece === '<mark>' || piece === '</mark>') marked = piece === '<mark>'
    else if (text && last?.marked === marked) last.text += text
    else if (text) parts.push({ text, marked })
  }
  return parts
}

export function articleIdOf(url: string): string | null {
  return /^\/blogs\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(url)?.[1] ?? null
}

// A result naming no article of the page (an index older than the page) is left out.
export function toSearchHits<Post extends { id: string }>(
  results: ReadonlyArray<SearchResultData>,
  posts: ReadonlyArray<Post>,
): Array<SearchHit<Post>> {
  const unseen = new Map(posts.map((post) => [post.id, post]))
  return results.flatMap((result) => {
    const post = unseen.get(articleIdOf(result.url) ?? '')
    if (!post) return []
    unseen.delete(post.id)
    return [{ post, excerpt: parseExcerpt(result.excerpt), cut: !result.raw_content.startsWith(result.plain_excerpt) }]
  })
}

/** What the search box's island needs of the blog record, and no more. */
export function searchWords(words: BlogPage) {
  return { ...words.search, articleCount: words.articleCount, tagsLabel: words.tagsLabel }
}

export type SearchWords = ReturnType<typeof searchWords>

export function searchSummary(words: SearchWords, count: number, query: string): string {
  const quoted = `“${query.trim()}”`
  if (count === 0) return fillWords(words.none, { query: quoted })
  return fillWords(words.found, { count: countWords(words.articleCount, count), query: quoted })
}
