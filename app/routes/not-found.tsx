import { NotFound } from '#app/components/layout/not-found.tsx'
import { buildMeta } from '#app/lib/seo.ts'

export function meta() {
  return buildMeta({ title: 'Page Not Found', description: "The page you're looking for doesn't exist.", noindex: true })
}

export default function NotFoundRoute() {
  return <NotFound />
}
