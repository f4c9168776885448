import { TableOfContents } from '#src/components/blog/table-of-contents.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

export const TableOfContentsIsland = withIslandBoundary(TableOfContents)
