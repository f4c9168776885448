import { OfferingPage } from '#src/components/layout/offering-page.tsx'
import { getIndustryPage } from '#src/content/offerings.server.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { buildHead } from '#src/lib/seo.ts'
import { breadcrumbList, offeringService } from '#src/lib/structured-data.ts'

export type LoaderData = ReturnType<typeof loader>

/** An industry page by slug (unknown slugs get the site's 404 page, never built here). */
export function loader(params: { industry: string }) {
  const page = getIndustryPage(params.industry)
  if (!page) throw new Error(`No industry page with the slug "${params.industry}"`)
  return { page }
}

export function head({ page }: LoaderData) {
  return buildHead({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbList([crumbFor('/industries'), { name: page.title, path: page.path }]), offeringService(page)],
  })
}

export default function IndustryRoute({ data: { page } }: { data: LoaderData }) {
  return <OfferingPage page={page} />
}
