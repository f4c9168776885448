import { isRouteErrorResponse } from 'react-router'
import { NotFound } from '#src/components/layout/not-found.tsx'
import { OfferingPage } from '#src/components/layout/offering-page.tsx'
import { RouteError } from '#src/components/layout/route-error.tsx'
import { getIndustryPage } from '#src/content/offerings.server.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { buildMeta } from '#src/lib/seo.ts'
import { breadcrumbList, offeringService } from '#src/lib/structured-data.ts'
import type { Route } from './+types/industry.ts'

export function loader({ params }: Route.LoaderArgs) {
  // Null only for the reserved /industries/__not-found during the build; it becomes industries/404.html.
  return { page: getIndustryPage(params.industry) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page
  if (!page)
    return buildMeta({ title: 'Page Not Found', description: "The page you're looking for doesn't exist.", noindex: true })
  return buildMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbList([crumbFor('/industries'), { name: page.title, path: page.path }]), offeringService(page)],
  })
}

export default function IndustryRoute({ loaderData: { page } }: Route.ComponentProps) {
  return page ? <OfferingPage page={page} /> : <NotFound />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <RouteError error={error} />
}
