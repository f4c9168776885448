import { spawnSync } from 'node:child_process'
import { UPLOAD_PREFIX, UPLOADS_DIR } from '#src/lib/pictures.ts'
import { readRecord } from '../../scripts/read-content.ts'

// Which pages a change to content/ or the uploads shows on: the ones the content checks run axe on (tests/content).

/** One page of each template, checked when a change's pages cannot be told (the site record, the menus). */
export const REPRESENTATIVE_PAGES = [
  ...readRecord('pageHeads').pages.map((head) => head.path),
  '/services/sales',
  '/industries/healthcare',
  '/blogs/top-50-tasks-delegate-virtual-assistant',
  '/blogs/tags/ai',
  '/this-page-does-not-exist',
]

// Each content file and the pages that show it; a file not listed here (site.yaml, the menus) reaches every page.
const PAGES_OF_FILE: ReadonlyArray<[RegExp, (id: string) => Array<string>]> = [
  [/^content\/blog\/([a-z0-9-]+)\.md$/, (id) => [`/blogs/${id}`, '/blogs']],
  [/^content\/blog-order\.yaml$/, () => ['/blogs']],
  [/^content\/services\/([a-z0-9-]+)\.yaml$/, (slug) => [`/services/${slug}`, '/services']],
  [/^content\/industries\/([a-z0-9-]+)\.yaml$/, (slug) => [`/industries/${slug}`, '/industries', '/services']],
  [/^content\/jobs\/([a-z0-9-]+)\.yaml$/, (id) => [`/careers/${id}`, '/careers']],
  [/^content\/(?:faq|pages\/home)\.yaml$/, () => ['/']],
  [/^content\/pricing\.yaml$/, () => ['/pricing', '/']],
  [/^content\/pages\/(about|services|industries|contact|privacy-policy)\.yaml$/, (page) => [`/${page}`]],
  [/^content\/pages\/offering\.yaml$/, () => ['/services/sales', '/industries/healthcare']],
]

export function pagesToCheck(
  files: ReadonlyArray<string>,
  { exists, referrers }: { exists: (path: string) => boolean; referrers: (upload: string) => Array<string> },
): { pages: Array<string>; representative: boolean } {
  const contentFiles = files.flatMap((file) => {
    if (file.startsWith(`${UPLOADS_DIR}/`)) return referrers(UPLOAD_PREFIX + file.slice(UPLOADS_DIR.length + 1))
    return file.startsWith('content/') ? [file] : []
  })
  const pages = new Set<string>()
  for (const file of contentFiles) {
    const rule = PAGES_OF_FILE.find(([pattern]) => pattern.test(file))
    if (!rule) return { pages: REPRESENTATIVE_PAGES, representative: true }
    for (const page of rule[1](rule[0].exec(file)![1] ?? '')) pages.add(page)
  }
  const built = [...pages].filter(exists)
  return built.length > 0 ? { pages: built, representative: false } : { pages: REPRESENTATIVE_PAGES, representative: true }
}

function git(...args: Array<string>): string | null {
  const result = spawnSync('git', args, { encoding: 'utf8' })
  return result.status === 0 ? result.stdout : null
}

/** Files changed since the base (CONTENT_BASE, else origin/main, else main), committed or not; null without a base. */
export function changedFiles(): Array<string> | null {
  for (const base of [process.env.CONTENT_BASE, 'origin/main', 'main']) {
    const changed = base ? git('diff', '--name-only', '--merge-base', base) : null
    if (changed !== null)
      return `${changed}\n${git('ls-files', '--others', '--exclude-standard') ?? ''}`.split('\n').filter(Boolean)
  }
  return null
}
