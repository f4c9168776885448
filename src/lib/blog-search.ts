export type ExcerptPart = { text: string; marked: boolean }

export type SearchResultData = { url: string; excerpt: string }

/** `cut`: the words start in the middle of the article's text (the result shows an ellipsis). */
export type SearchHit<Post> = { post: Post; excerpt: Array<ExcerptPart>; cut: boolean }

// Only <mark> is read as markup; the rest stays text, which React renders as text, so no HTML from the index reaches the page.
export function parseExcerpt(excerpt: string): Array<ExcerptPart> {
  const parts: Array<ExcerptPart> = []
  let marked = false
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    const last = parts.at(-1)
    if (piece === '<mark>' || piece === '</mark>') marked = piece === '<mark>'
    else if (piece && last?.marked === marked) last.text += decode(piece)
    else if (piece) parts.push({ text: decode(piece), marked })
  }
  return parts
}

// Indexed text starts with the title (scripts/search-index.ts), which the result already shows: drop it when the excerpt follows.
export function withoutTitle(
  parts: ReadonlyArray<ExcerptPart>,
  post: { title: string; excerpt: string },
): { parts: Array<ExcerptPart>; cut: boolean } {
  const text = parts.map((part) => part.text).join('')
  const words = post.title.trim().split(/\s+/)
  const excerptStart = post.excerpt.trim().split(/\s+/)[0] ?? ''
  for (let start = 0; start < words.length; start++) {
    const ending = words.slice(start).join(' ')
    if (!text.startsWith(ending)) continue
    // Pagefind ends the title's sentence with a full stop unless it already ends in punctuation.
    const separator = /^\.?\s*/.exec(text.slice(ending.length))![0]
    const rest = text.slice(ending.length + separator.length)
    if (rest === '' || rest.startsWith(excerptStart))
      return { parts: dropCharacters(parts, ending.length + separator.length), cut: false }
  }
  return { parts: [...parts], cut: true }
}

function dropCharacters(parts: ReadonlyArray<ExcerptPart>, count: number): Array<ExcerptPart> {
  let start = 0
  return parts.flatMap(({ text, marked }) => {
    const kept = text.slice(Math.max(0, count - start))
    start += text.length
    return kept ? [{ text: kept, marked }] : []
  })
}

function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}

export function articleIdOf(url: string): string | null {
  return /^\/blogs\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(url)?.[1] ?? null
}

// A result naming no article of the page (an index older than the page) is left out.
export function toSearchHits<Post extends { id: string; title: string; excerpt: string }>(
  results: ReadonlyArray<SearchResultData>,
  posts: ReadonlyArray<Post>,
): Array<SearchHit<Post>> {
  const unseen = new Map(posts.map((post) => [post.id, post]))
  return results.flatMap((result) => {
    const post = unseen.get(articleIdOf(result.url) ?? '')
    if (!post) return []
    unseen.delete(post.id)
    const { parts: excerpt, cut } = withoutTitle(parseExcerpt(result.excerpt), post)
    return [{ post, excerpt, cut }]
  })
}

export function searchSummary(count: number, query: string): string {
  const quoted = `“${query.trim()}”`
  if (count === 0) return `No articles found for ${quoted}. Try another word, or browse every article below.`
  return `${count} ${count === 1 ? 'article' : 'articles'} found for ${quoted}`
}
