import { getRecord } from '#src/collections/entries.ts'
import { adminHtml } from '#src/lib/cms.ts'

// Written whole, outside the site's layout and Astro's CSP: the CMS needs its own policy.
export async function GET() {
  return new Response(adminHtml(await getRecord('site')), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
