import { BlogSearch } from '#src/components/blog/blog-search.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

/** The blog index's search box: hydrated when the visitor reaches for it (`client:interaction`); Pagefind loads on first use. */
export const BlogSearchIsland = withIslandBoundary(BlogSearch)
