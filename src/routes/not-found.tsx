import { NotFound } from '#src/components/layout/not-found.tsx'
import { buildMeta } from '#src/lib/seo.ts'

export function meta() {
  return buildMeta({ title: 'Page Not Found', description: "The page you're looking for doesn't exist.", noindex: true })
}

export default function NotFoundRoute() {
  return <NotFound />
}
