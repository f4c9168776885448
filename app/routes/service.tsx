import { serviceLinks } from '#app/content/navigation.ts'
import { placeholderPages } from '#app/content/placeholders.ts'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/service.ts'

export function loader({ params }: Route.LoaderArgs) {
  const link = serviceLinks.find((l) => l.href === `/services/${params.service}`)
  if (link) return { title: link.name, placeholder: false, path: link.href }
  const placeholder = placeholderPages.find((p) => p.slug === params.service)
  if (placeholder) return { title: placeholder.title, placeholder: true, path: `/services/${placeholder.slug}` }
  throw new Response('Not Found', { status: 404 })
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: loaderData.title,
    description: `${loaderData.title} services from TandemDesk.`,
    path: loaderData.path,
    noindex: loaderData.placeholder,
  })
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.title} intro={loaderData.placeholder ? 'Content coming soon.' : 'Service details.'} />
}
