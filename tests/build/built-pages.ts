import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import type { Root } from 'hast'
import { htmlFileForPath, type PagePath } from '#src/content/page-paths.ts'
import { pages as pagePaths } from '../fixtures/content.ts'
import { buildDir } from '../../server/build-state.ts'
import { htmlFilesIn } from './site-checks.ts'

export { buildDir }

/** Checks over dist/ after `npm run build`: each built page with its path (src/content/page-paths.ts). */

export type BuiltPage = PagePath & { file: string; html: string; tree: Root }

function builtHtmlFiles(dir: string): Array<string> {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run \`npm run build\` before the build checks.`)
  return htmlFilesIn(dir)
}

/**
 * Every page of the path list with its built HTML; fails when a page has no file or a file no page. `dir` is dist/
 * (the preview as shipped) unless a test reads the supplied launch build (launch-build.ts), whose `paths` are
 * `launchedPages`.
 */
export function builtPages(dir = buildDir, paths: ReadonlyArray<PagePath> = pagePaths): Array<BuiltPage> {
  const files = builtHtmlFiles(dir)
  const pages = paths.map((page) => ({ ...page, file: page.notFoundFile ?? htmlFileForPath(page.path) }))
  const expected = pages.map((page) => page.file).sort()
  if (JSON.stringify(files) !== JSON.stringify(expected)) {
    throw new Error(`dist/ HTML files and src/content/page-paths.ts disagree:\n${files.join(', ')}\nvs\n${expected.join(', ')}`)
  }
  return pages.map((page) => {
    const html = readFileSync(join(dir, page.file), 'utf8')
    return { ...page, html, tree: fromHtml(html) }
  })
}

/** The absolute URL a page path should have: the configured site URL plus the path, no trailing slash. */
export function expectedUrl(siteUrl: string, path: string): string {
  return path === '/' ? siteUrl : `${siteUrl}${path}`
}
