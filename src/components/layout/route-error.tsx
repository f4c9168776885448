export function RouteError({ error }: { error: unknown }) {
  const detail =
    error instanceof Error
      ? error.message
      : isStatusError(error)
        ? `${error.status} ${error.statusText ?? ''}`.trim()
        : 'Unknown error'
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-lg text-muted">{detail}</p>
    </section>
  )
}

function isStatusError(error: unknown): error is { status: number; statusText?: string } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
}
