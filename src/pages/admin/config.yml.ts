import { getRecord } from '#src/content/entries.ts'
import { cmsConfigYaml } from '#src/lib/cms.ts'

/** Decap's configuration, generated from the content schemas (src/content/collections.ts). */
export async function GET() {
  return new Response(cmsConfigYaml(await getRecord('site')), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } })
}
