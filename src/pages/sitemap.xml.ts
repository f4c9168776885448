import { getPagePaths } from '#src/content/paths.ts'
import { getPosts } from '#src/content/posts.server.ts'
import { publishedInstant } from '#src/lib/dates.ts'
import { absoluteUrl } from '#src/lib/seo.ts'
import { sitePreviewValues } from '#src/site.ts'

/**
 * The sitemap (sitemaps.org): every indexable page, articles with their publication instant as lastmod. A preview
 * build (DESIGN.md §4) lists none, as its robots.txt keeps crawlers out.
 */
export function GET() {
  const published = new Map(getPosts().map((post) => [`/blogs/${post.id}`, publishedInstant(post.publishedAt)]))
  const pages = sitePreviewValues.length > 0 ? [] : getPagePaths().filter((page) => !page.noindex)
  const urls = pages.map(({ path }) => {
    const instant = published.get(path)
    const lastmod = instant === undefined ? '' : `<lastmod>${new Date(instant).toISOString()}</lastmod>`
    return `<url><loc>${absoluteUrl(path)}</loc>${lastmod}</url>`
  })
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
    { headers: { 'Content-Type': 'application/xml; charset=utf-8' } },
  )
}
