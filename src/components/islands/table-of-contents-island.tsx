import { TableOfContents } from '#src/components/blog/table-of-contents.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

/**
 * An article's table of contents. It works as links without JavaScript; the island only highlights the section
 * being read, so it hydrates on the first scroll or interaction (`client:interaction="scroll"`).
 */
export const TableOfContentsIsland = withIslandBoundary(TableOfContents)
