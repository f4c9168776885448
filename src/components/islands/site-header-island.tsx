import { SiteHeader } from '#src/components/layout/site-header.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

export const SiteHeaderIsland = withIslandBoundary(SiteHeader)
