import { getRecord } from '#src/collections/entries.ts'
import { previewValues } from '#src/lib/preview.ts'

export async function GET() {
  const site = await getRecord('site')
  const body =
    previewValues(site).length > 0
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
