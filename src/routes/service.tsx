import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import { OfferingPage } from '#src/components/layout/offering-page.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import { COMING_SOON_TEXT } from '#src/content/offering-copy.ts'
import { getServicePage } from '#src/content/offerings.server.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { placeholderPages } from '#src/content/placeholders.ts'
import { buildHead } from '#src/lib/seo.ts'
import { breadcrumbList, offeringService } from '#src/lib/structured-data.ts'

export type LoaderData = ReturnType<typeof loader>

/** A service page, or a 'content coming soon' placeholder, by slug (unknown slugs get the site's 404 page). */
export function loader(params: { service: string }) {
  const page = getServicePage(params.service)
  if (page) return { page, placeholder: null }
  const placeholder = placeholderPages.find((candidate) => candidate.slug === params.service)
  if (placeholder) return { page: null, placeholder: { title: placeholder.title, path: `/services/${placeholder.slug}` } }
  throw new Error(`No service page with the slug "${params.service}"`)
}

export function head(loaderData: LoaderData) {
  const page = loaderData.page
  const placeholder = loaderData.placeholder
  if (page) {
    return buildHead({
      title: page.title,
      description: page.description,
      path: page.path,
      jsonLd: [breadcrumbList([crumbFor('/services'), { name: page.title, path: page.path }]), offeringService(page)],
    })
  }
  if (placeholder) {
    return buildHead({
      title: placeholder.title,
      description: `Our ${placeholder.title} page is being written: content coming soon. Meanwhile, explore our services or schedule a free consultation.`,
      path: placeholder.path,
      noindex: true,
    })
  }
  throw new Error('A service route has neither a page nor a placeholder')
}

export default function ServiceRoute({ data: { page, placeholder } }: { data: LoaderData }) {
  if (page) return <OfferingPage page={page} />
  if (!placeholder) return null
  return (
    <PageHero eyebrow="Service" title={placeholder.title} intro={COMING_SOON_TEXT}>
      <ConsultationButton path={placeholder.path} place="hero" />
      <a href="/services" className={buttonVariants({ variant: 'outline' })}>
        Back to Services
      </a>
    </PageHero>
  )
}
