import { siteSchema } from '#src/content/schemas.ts'
import { fieldDescriptions } from '#src/lib/cms.ts'
import { previewValues } from '#src/lib/preview.ts'
import { contentProblems, readRecord } from './read-content.ts'

// What stands between content/ and going live, one line each and never a stack trace (README 'Before going live').

export type LaunchState = { problems: Array<string>; previews: Array<{ path: string; value: string }> }

export async function launchState(root = '.'): Promise<LaunchState> {
  const problems = await contentProblems(root)
  if (problems.length > 0) return { problems, previews: [] }
  return { problems, previews: previewValues(readRecord('site', root)) }
}

/** Why a production build must not go ahead, in one line; undefined when it may. */
export function launchRefusal({ problems, previews }: LaunchState): string | undefined {
  if (problems.length > 0)
    return `build:production: refused: content/ has ${problems.length} problems the build would stop at; run \`npm run check:launch\` to list them.`
  if (previews.length > 0)
    return `build:production: refused: content/site.yaml still has ${previews.length} preview values, so this build would publish a preview; run \`npm run check:launch\` to list them, supply them, then build again.`
  return undefined
}

function report({ problems, previews }: LaunchState): number {
  if (problems.length > 0) {
    console.log(`check:launch: content/ has ${problems.length} problems; the build stops at them:`)
    for (const problem of problems) console.log(`  ${problem}`)
    return 1
  }
  if (previews.length === 0) {
    console.log('check:launch: every value in content/site.yaml is supplied.')
    return 0
  }
  const descriptions = fieldDescriptions(siteSchema)
  console.log(`check:launch: ${previews.length} values in content/site.yaml are still to be supplied:`)
  for (const { path, value } of previews) console.log(`  ${path}: ${descriptions.get(path)} (preview: ${value})`)
  console.log(
    'Until they are supplied the build is a preview: search engines are kept out and every page shows the preview notice (CMS: Pages → Preview notice and not-found screens). Fill them in (CMS: Site details) before going live.',
  )
  return 1
}

if (import.meta.main) process.exitCode = report(await launchState())
