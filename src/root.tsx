import { useEffect } from 'react'
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/root.ts'
import { NotFound } from './components/layout/not-found.tsx'
import { RouteError } from './components/layout/route-error.tsx'
import { ScrollManager } from './components/layout/scroll-manager.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { SkipLink } from './components/layout/skip-link.tsx'
import { site } from './site.ts'
import stylesheet from './styles/app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: `${site.name} Blog`, href: '/rss.xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // Marks the document once React has hydrated it: end-to-end tests wait for this before interacting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return <RouteError error={error} />
}
