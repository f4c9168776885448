/** Written by src/pages/search-records.json.ts; the build indexes them with Pagefind and removes the file. */
export const SEARCH_RECORDS_FILE = 'search-records.json'

export type SearchRecord = {
  /** Where the result links: `/blogs/<id>`. */
  url: string
  /**
   * A small HTML document Pagefind indexes: the title as the h1 (weighted above all else and the result's
   * `meta.title`), then the excerpt, the tags and the sanitised body with its own headings.
   */
  content: string
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`)
}

/**
 * One record per article, in collection order. The body is the build's sanitised HTML (no `data-*` attributes
 * survive the sanitiser, so an article cannot steer the indexer); the rest is escaped text.
 */
export function searchRecords(
  posts: ReadonlyArray<{ id: string; title: string; excerpt: string; tags: ReadonlyArray<string>; html: string }>,
): Array<SearchRecord> {
  return posts.map((post) => ({
    url: `/blogs/${post.id}`,
    content: [
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body>',
      `<h1>${escapeHtml(post.title)}</h1>`,
      `<p data-pagefind-weight="3">${escapeHtml(post.excerpt)}</p>`,
      `<ul data-pagefind-weight="3">${post.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul>`,
      post.html,
      '</body></html>',
    ].join(''),
  }))
}
