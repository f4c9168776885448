import { absoluteUrl } from '#src/lib/seo.ts'

/** Every page may be crawled; the sitemap lists the indexable ones (/admin and the not-found pages are noindex). */
export function GET() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
