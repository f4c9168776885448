import { Component } from 'react'
import { RouteError } from '#src/components/layout/route-error.tsx'

type BoundaryState = { error: unknown; failed: boolean }

/**
 * React's error boundary, which must be a class. A few lines of our own rather than a library: every island ships
 * it, and react-error-boundary cost each of them a kilobyte more (docs/decisions/016-astro-islands.md).
 */
class IslandBoundary extends Component<{ children: React.ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true }
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children
  }
}

/**
 * Every island's root (DESIGN.md §5): an island that throws shows 'Unexpected Application Error!' with the error's
 * message in its own place, and the rest of the page, which is static HTML, stays as it is.
 */
export function withIslandBoundary<Props extends object>(Island: React.ComponentType<Props>) {
  function BoundedIsland(props: Props) {
    return (
      <IslandBoundary>
        <Island {...props} />
      </IslandBoundary>
    )
  }
  BoundedIsland.displayName = `Island(${Island.displayName ?? Island.name})`
  return BoundedIsland
}
