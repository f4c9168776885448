import { SiteHeader } from '#src/components/layout/site-header.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

/** The header: hydrated on first interaction (`client:interaction`) by the layout. */
export const SiteHeaderIsland = withIslandBoundary(SiteHeader)
