import { getPagePaths, getRecord } from '#src/collections/entries.ts'
import { getPosts } from '#src/collections/posts.ts'
import { publishedInstant } from '#src/lib/dates.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { previewValues } from '#src/lib/preview.ts'
import { absoluteUrl } from '#src/lib/seo.ts'

export async function GET() {
  const [site, pages, posts] = await Promise.all([getRecord('site'), getPagePaths(), getPosts()])
  const published = new Map(posts.map((post) => [pathFor.post(post.id), publishedInstant(post.publishedAt)]))
  const listed = previewValues(site).length > 0 ? [] : pages.filter((page) => !page.noindex)
  const urls = listed.map(({ path }) => {
    const instant = published.get(path)
    const lastmod = instant === undefined ? '' : `<lastmod>${new Date(instant).toISOString()}</lastmod>`
    return `<url><loc>${absoluteUrl(site.url, path)}</loc>${lastmod}</url>`
  })
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
    { headers: { 'Content-Type': 'application/xml; charset=utf-8' } },
  )
}
