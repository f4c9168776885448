import { isRouteErrorResponse } from 'react-router'

/** The root error view (specification §8): 'Unexpected Application Error!' with the status and text, or the message. */
export function RouteError({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || (typeof error.data === 'string' ? error.data : '')}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error'
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-lg text-muted">{detail}</p>
    </section>
  )
}
