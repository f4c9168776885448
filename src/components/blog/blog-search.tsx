import { Search, X } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { pathFor } from '#src/lib/path-for.ts'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import type { searchablePosts } from '#src/lib/posts.ts'
import { searchSummary, toSearchHits, type SearchHit, type SearchResultData, type SearchWords } from '#src/lib/blog-search.ts'
import { formatLongDate } from '#src/lib/dates.ts'
import { GOALS } from '#src/lib/goals.ts'

// Served from /pagefind/ (scripts/search-index.ts), never part of Vite's module graph.
type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>
  init: () => Promise<void>
  search: (term: string) => Promise<{ results: Array<{ data: () => Promise<SearchResultData> }> } | null>
}

const PAGEFIND_URL = '/pagefind/pagefind.js'
const EXCERPT_WORDS = 22
const SEARCH_DELAY_MS = 150

let engine: Promise<Pagefind> | undefined

// A failure is forgotten, so the next keystroke tries again.
function loadSearchEngine(): Promise<Pagefind> {
  engine ??= import(/* @vite-ignore */ PAGEFIND_URL)
    .then(async (pagefind: Pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS })
      await pagefind.init()
      return pagefind
    })
    .catch((error: unknown) => {
      engine = undefined
      throw error
    })
  return engine
}

type SearchPost = ReturnType<typeof searchablePosts>[number]

// The last results stay, announced with their own query, while the next is searched: no flicker, one announcement per search.
type Outcome = { hits: Array<SearchHit<SearchPost>>; announcement: string }

// Uncontrolled, so what was typed before hydration stays and is searched (docs/decisions/013-blog-search-with-pagefind.md).
export function BlogSearch({ posts, words }: { posts: ReadonlyArray<SearchPost>; words: SearchWords }) {
  const [query, setQuery] = useState('')
  const [outcome, setOutcome] = useState<Outcome>()
  const input = useRef<HTMLInputElement>(null)
  const term = query.trim()

  useEffect(() => {
    if (!term) return
    let current = true
    const timer = window.setTimeout(async () => {
      try {
        const pagefind = await loadSearchEngine()
        const search = await pagefind.search(term)
        const data = await Promise.all((search?.results ?? []).map((result) => result.data()))
        const hits = toSearchHits(data, posts)
        if (current) setOutcome({ hits, announcement: searchSummary(words, hits.length, term) })
      } catch {
        if (current) setOutcome({ hits: [], announcement: words.unavailable })
      }
    }, SEARCH_DELAY_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [term, posts, words])

  // Hydration follows the visitor's first focus or keystroke in the box: pick up what they have done so far.
  useEffect(() => {
    const box = input.current!
    if (box === document.activeElement) void loadSearchEngine().catch(() => {})
    if (box.value) changeQuery(box.value)
  }, [])

  function changeQuery(value: string) {
    setQuery(value)
    if (!value.trim()) setOutcome(undefined)
  }

  function clear() {
    if (input.current) input.current.value = ''
    changeQuery('')
    input.current?.focus()
  }

  return (
    // Without JavaScript (scripting: none) the slot takes no room at all: the page is spaced as before the search.
    <div className="px-4 pb-12 sm:px-6 lg:px-8 noscript:hidden">
      <div className="mx-auto -mt-6 max-w-3xl sm:-mt-8">
        <div className="min-h-19">
          <search aria-labelledby="search-label">
            <form onSubmit={(event) => event.preventDefault()}>
              <label id="search-label" htmlFor="search-input" className="block text-sm/5 font-semibold text-brand-950">
                {words.label}
              </label>
              <div className="relative mt-2">
                <SvgIcon
                  node={Search}
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-brand-500"
                />
                <input
                  ref={input}
                  id="search-input"
                  type="search"
                  placeholder={words.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  enterKeyHint="search"
                  aria-controls="search-results"
                  onFocus={() => void loadSearchEngine().catch(() => {})}
                  onChange={(event) => changeQuery(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Escape' || query === '') return
                    event.preventDefault()
                    clear()
                  }}
                  className="block h-12 w-full rounded-xl border border-line bg-white pr-12 pl-12 text-base text-ink shadow-sm placeholder:text-muted [&::-webkit-search-cancel-button]:appearance-none"
                />
                {query ? (
                  <button
                    type="button"
                    onClick={clear}
                    aria-label={words.clear}
                    className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-brand-900"
                  >
                    <SvgIcon node={X} aria-hidden="true" className="size-5" />
                  </button>
                ) : null}
              </div>
            </form>
            <div id="search-results">
              <p
                role="status"
                className="mt-4 text-sm font-medium text-brand-900 empty:mt-0"
                // Counted once the visitor stops typing (src/lib/analytics.client.ts): what readers look for and miss.
                {...(term && outcome?.hits.length === 0
                  ? { 'data-goal': GOALS.searchWithoutResults, 'data-goal-query': term }
                  : {})}
              >
                {outcome?.announcement}
              </p>
              {term && !outcome ? <p className="mt-4 text-sm text-muted">{words.searching}</p> : null}
              {outcome && outcome.hits.length > 0 ? <SearchResults hits={outcome.hits} words={words} /> : null}
            </div>
          </search>
        </div>
      </div>
    </div>
  )
}

function SearchResults({ hits, words }: { hits: ReadonlyArray<SearchHit<SearchPost>>; words: SearchWords }) {
  return (
    <section aria-labelledby="results-heading" className="mt-3 overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <h2 id="results-heading" className="sr-only">
        {words.resultsHeading}
      </h2>
      <ol className="divide-y divide-line">
        {hits.map(({ post, excerpt, cut }) => (
          <li key={post.id} className="px-5 py-5 sm:px-6">
            <h3 className="text-lg/snug font-bold tracking-tight text-brand-950">
              <a href={pathFor.post(post.id)} className="rounded-sm hover:text-brand-700">
                {post.title}
              </a>
            </h3>
            <p className="mt-2 text-sm/6 text-muted">
              {cut ? '… ' : null}
              {excerpt.map((part, index) =>
                part.marked ? (
                  <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-ink">
                    {part.text}
                  </mark>
                ) : (
                  part.text
                ),
              )}
              {' …'}
            </p>
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>
                <span className="sr-only">{words.tagsLabel}: </span>
                {post.tags.join(', ')}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
