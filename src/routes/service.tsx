import { isRouteErrorResponse, Link } from 'react-router'
import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import { NotFound } from '#src/components/layout/not-found.tsx'
import { OfferingPage } from '#src/components/layout/offering-page.tsx'
import { RouteError } from '#src/components/layout/route-error.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import { COMING_SOON_TEXT } from '#src/content/offering-copy.ts'
import { getServicePage } from '#src/content/offerings.server.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { placeholderPages } from '#src/content/placeholders.ts'
import { buildMeta } from '#src/lib/seo.ts'
import { breadcrumbList, offeringService } from '#src/lib/structured-data.ts'
import type { Route } from './+types/service.ts'

export function loader({ params }: Route.LoaderArgs) {
  const page = getServicePage(params.service)
  if (page) return { page, placeholder: null }
  const placeholder = placeholderPages.find((candidate) => candidate.slug === params.service)
  if (placeholder) return { page: null, placeholder: { title: placeholder.title, path: `/services/${placeholder.slug}` } }
  // Only the reserved /services/__not-found gets here during the build; it becomes services/404.html.
  return { page: null, placeholder: null }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page
  const placeholder = loaderData?.placeholder
  if (page) {
    return buildMeta({
      title: page.title,
      description: page.description,
      path: page.path,
      jsonLd: [breadcrumbList([crumbFor('/services'), { name: page.title, path: page.path }]), offeringService(page)],
    })
  }
  if (placeholder) {
    return buildMeta({
      title: placeholder.title,
      description: `Our ${placeholder.title} page is being written: content coming soon. Meanwhile, explore our services or schedule a free consultation.`,
      path: placeholder.path,
      noindex: true,
    })
  }
  return buildMeta({ title: 'Page Not Found', description: "The page you're looking for doesn't exist.", noindex: true })
}

export default function ServiceRoute({ loaderData: { page, placeholder } }: Route.ComponentProps) {
  if (page) return <OfferingPage page={page} />
  if (!placeholder) return <NotFound />
  return (
    <PageHero eyebrow="Service" title={placeholder.title} intro={COMING_SOON_TEXT}>
      <ConsultationButton />
      <Link to="/services" className={buttonVariants({ variant: 'outline' })}>
        Back to Services
      </Link>
    </PageHero>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <RouteError error={error} />
}
