import { escapeHtml } from './format.ts'

/** Written by src/pages/search-records.json.ts; the build indexes them with Pagefind and removes the file. */
export const SEARCH_RECORDS_FILE = 'search-records.json'

export type SearchRecord = {
  url: string
  /** The title as h1: Pagefind weighs it above all else and makes it the result's `meta.title`. */
  content: string
}

// No `data-*` attribute survives the sanitiser, so an article cannot steer the indexer.
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
