import { Component } from 'react'

// Our own few lines: react-error-boundary cost every island a kilobyte more (docs/decisions/016-astro-islands.md).
class IslandBoundary extends Component<{ children: React.ReactNode }, { message: string | null }> {
  state = { message: null }

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) }
  }

  render() {
    if (this.state.message === null) return this.props.children
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-lg text-muted">{this.state.message}</p>
      </section>
    )
  }
}

// DESIGN.md §5: a failing island shows its error in its own place; the static rest of the page stays.
export function withIslandBoundary<Props extends object>(Island: React.ComponentType<Props>) {
  return function BoundedIsland(props: Props) {
    return (
      <IslandBoundary>
        <Island {...props} />
      </IslandBoundary>
    )
  }
}
