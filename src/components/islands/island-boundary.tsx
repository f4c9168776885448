import { Component } from 'react'
import { RouteError } from '#src/components/layout/route-error.tsx'

type BoundaryState = { error: unknown; failed: boolean }

// Our own few lines: react-error-boundary cost every island a kilobyte more (docs/decisions/016-astro-islands.md).
class IslandBoundary extends Component<{ children: React.ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true }
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children
  }
}

// DESIGN.md §5: a failing island shows its error in its own place; the static rest of the page stays.
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
