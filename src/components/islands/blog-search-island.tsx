import { BlogSearch } from '#src/components/blog/blog-search.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

/** The blog index's search box: hydrated when the browser is idle (`client:idle`); Pagefind loads on first use. */
export const BlogSearchIsland = withIslandBoundary(BlogSearch)
