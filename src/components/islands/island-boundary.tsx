import { Component } from 'react'

type BoundaryState = { error: unknown; failed: boolean }

// Our own few lines: react-error-boundary cost every island a kilobyte more (docs/decisions/016-astro-islands.md).
class IslandBoundary extends Component<{ children: React.ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-lg text-muted">
          {this.state.error instanceof Error ? this.state.error.message : 'Unknown error'}
        </p>
      </section>
    )
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
