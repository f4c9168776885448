import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { RouteError } from '#src/components/layout/route-error.tsx'

function IslandError({ error }: FallbackProps) {
  return <RouteError error={error} />
}

/**
 * Every island's root (DESIGN.md §5): an island that throws shows 'Unexpected Application Error!' with the error's
 * message in its own place, and the rest of the page, which is static HTML, stays as it is.
 */
export function withIslandBoundary<Props extends object>(Component: React.ComponentType<Props>) {
  function Island(props: Props) {
    return (
      <ErrorBoundary FallbackComponent={IslandError}>
        <Component {...props} />
      </ErrorBoundary>
    )
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`
  return Island
}
