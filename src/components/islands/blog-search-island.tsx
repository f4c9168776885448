import { BlogSearch } from '#src/components/blog/blog-search.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

export const BlogSearchIsland = withIslandBoundary(BlogSearch)
