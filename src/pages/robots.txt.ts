import { absoluteUrl } from '#src/lib/seo.ts'
import { sitePreviewValues } from '#src/site.ts'

/**
 * Every page may be crawled and the sitemap lists the indexable ones (/admin and the not-found pages are noindex);
 * a preview build (DESIGN.md §4) keeps crawlers out altogether.
 */
export function GET() {
  const body =
    sitePreviewValues.length > 0
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
