import { getRecord } from '#src/content/entries.ts'
import { cmsConfigYaml } from '#src/lib/cms.ts'

export async function GET() {
  return new Response(cmsConfigYaml(await getRecord('site')), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } })
}
