import { DesktopNav } from '#src/components/layout/desktop-nav.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

export const DesktopNavIsland = withIslandBoundary(DesktopNav)
