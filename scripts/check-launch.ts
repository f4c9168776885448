import { siteSchema } from '#src/content/schemas.ts'
import { fieldDescriptions } from '#src/lib/cms.ts'
import { previewValues } from '#src/lib/preview.ts'
import { readRecord } from './read-content.ts'

const previews = previewValues(readRecord('site'))
const count = previews.length
if (count > 0) process.exitCode = 1
if (process.argv.includes('--gate')) {
  if (count > 0)
    console.error(
      `build:production: refused: content/site.yaml still has ${count} preview values, so this build would publish a preview; run \`npm run check:launch\` to list them, supply them, then build again.`,
    )
} else if (count === 0) {
  console.log('check:launch: every value in content/site.yaml is supplied.')
} else {
  const descriptions = fieldDescriptions(siteSchema)
  console.log(`check:launch: ${count} values in content/site.yaml are still to be supplied:`)
  for (const { path, value } of previews) console.log(`  ${path}: ${descriptions.get(path)} (preview: ${value})`)
  console.log(
    'Until they are supplied the build is a preview: every page is noindex and says so. Fill them in (CMS: Site details) before going live.',
  )
}
