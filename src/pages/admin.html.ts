import { getRecord } from '#src/content/entries.ts'
import { adminHtml } from '#src/lib/cms.ts'

/** The CMS page: Decap's bootstrap with its own policy (written whole, outside the site's layout and Astro's CSP). */
export async function GET() {
  return new Response(adminHtml(await getRecord('site')), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
