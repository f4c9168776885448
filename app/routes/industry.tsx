import { industryLinks } from '#app/content/navigation.ts'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/industry.ts'

export function loader({ params }: Route.LoaderArgs) {
  const link = industryLinks.find((l) => l.href === `/industries/${params.industry}`)
  if (!link) throw new Response('Not Found', { status: 404 })
  return { title: link.name, path: link.href }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: loaderData.title,
    description: `${loaderData.title} virtual assistants from TandemDesk.`,
    path: loaderData.path,
  })
}

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.title} intro="Industry details." />
}
