import { buttonVariants } from '#src/components/ui/button.tsx'

/**
 * The 404 screen (specification §2 '404' and §8). The requested path is logged to the console by the not-found
 * page's inline script (src/pages/404.astro), since a static host serves this one file for every unknown path.
 */
export function NotFound() {
  return (
    <StatusScreen code="404" title="Oops! Page not found" text="The page you're looking for doesn't exist or has moved.">
      <a href="/" className={buttonVariants()}>
        Return to Home
      </a>
    </StatusScreen>
  )
}

export function StatusScreen({
  code,
  title,
  text,
  children,
}: {
  code?: string
  title: string
  text: string
  children: React.ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      {code ? <p className="text-6xl font-extrabold tracking-tight text-brand-600 sm:text-7xl">{code}</p> : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      <div className="mt-8">{children}</div>
    </section>
  )
}
