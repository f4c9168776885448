import { stringify } from 'yaml'
import { getRecord } from '#src/collections/entries.ts'
import { cmsConfig } from '#src/lib/cms.ts'

export async function GET() {
  const config = stringify(cmsConfig(await getRecord('site')), { lineWidth: 0 })
  return new Response(config, { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } })
}
