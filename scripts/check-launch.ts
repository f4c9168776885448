import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/collections/collections.ts'
import { isUnsupplied, OWNER_FACTS, valueAt } from '#src/collections/owner-facts.ts'
import { siteSchema, type Site } from '#src/collections/schemas/site.ts'
import { analyticsOf, PLAUSIBLE_ENDPOINT } from '#src/lib/analytics.ts'
import { fieldDescriptions } from '#src/lib/cms.ts'
import { previewValues } from '#src/lib/preview.ts'
import { contentProblems, readFolder, readRecord } from './read-content.ts'

// What stands between content/ and going live, one line each and never a stack trace (README 'Before going live').

export type LaunchState = {
  problems: Array<string>
  previews: Array<{ path: string; value: string }>
  /** Facts to confirm (DESIGN.md §4) the owner has not supplied: warnings, never a reason to refuse a build. */
  facts: Array<{ file: string; path: string; description: string }>
  /** What this content's build ships for visit counting, in one line. */
  analytics: string
}

export async function launchState(root = '.'): Promise<LaunchState> {
  const problems = await contentProblems(root)
  if (problems.length > 0) return { problems, previews: [], facts: [], analytics: '' }
  const site = readRecord('site', root)
  return { problems, previews: previewValues(site), facts: unsuppliedFacts(root), analytics: analyticsSetting(site) }
}

/** The analytics line: what the site counts, and where the counts go, as this content builds. */
export function analyticsSetting(site: Site): string {
  if (site.analytics.provider === 'none')
    return 'Analytics: none (content/site.yaml analytics.provider): the site counts no visits.'
  const endpoint = site.analytics.endpoint ?? PLAUSIBLE_ENDPOINT
  const counted = `Plausible Analytics for ${site.analytics.domain ?? new URL(site.url).host}, sent to ${new URL(endpoint).origin}`
  return analyticsOf(site)
    ? `Analytics: ${counted}; the pages allow that one origin (connect-src) and load /analytics.js after the first paint.`
    : `Analytics: ${counted}, once the preview values are supplied; a preview build counts nothing.`
}

function unsuppliedFacts(root: string): LaunchState['facts'] {
  return OWNER_FACTS.flatMap((fact) => {
    const { file, schema, data } =
      'record' in fact
        ? {
            file: `content/${CONTENT_FILES[fact.record].file}`,
            schema: CONTENT_FILES[fact.record].schema,
            data: readRecord(fact.record, root),
          }
        : {
            file: `content/${fact.folder}/${fact.id}.yaml`,
            schema: CONTENT_FOLDERS[fact.folder].schema,
            data: readFolder(fact.folder, root).find((entry) => entry.id === fact.id)?.data,
          }
    // A record the owner removed (an industry page) has no fact to confirm.
    if (data === undefined || !isUnsupplied(valueAt(data, fact.path))) return []
    if (fact.askedWhen && valueAt(data, fact.askedWhen.path) !== fact.askedWhen.equals) return []
    return [{ file, path: fact.path, description: fieldDescriptions(schema).get(fact.path) ?? fact.path }]
  })
}

/** Why a production build must not go ahead, in one line; undefined when it may. */
export function launchRefusal({ problems, previews }: LaunchState): string | undefined {
  if (problems.length > 0)
    return `build:production: refused: content/ has ${problems.length} problems the build would stop at; run \`npm run check:launch\` to list them.`
  if (previews.length > 0)
    return `build:production: refused: content/site.yaml still has ${previews.length} preview values, so this build would publish a preview; run \`npm run check:launch\` to list them, supply them, then build again.`
  return undefined
}

function report(state: LaunchState): number {
  const { problems, previews } = state
  if (problems.length > 0) {
    console.log(`check:launch: content/ has ${problems.length} problems; the build stops at them:`)
    for (const problem of problems) console.log(`  ${problem}`)
    return 1
  }
  const status = reportPreviews(previews)
  reportFacts(state.facts)
  console.log('')
  console.log(state.analytics)
  return status
}

function reportFacts(facts: LaunchState['facts']) {
  if (facts.length === 0) return
  console.log('')
  console.log(
    `Facts to confirm: ${facts.length} ${facts.length === 1 ? 'fact' : 'facts'} only the business can state; each page leaves its fact out until it is supplied (a warning: the launch may go ahead without them):`,
  )
  for (const { file, path, description } of facts) console.log(`  ${file}: ${path}: ${description}`)
}

function reportPreviews(previews: LaunchState['previews']): number {
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
