import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { within } from '@testing-library/dom'
import { fromHtml } from 'hast-util-from-html'
import type { Root } from 'hast'
import { JSDOM } from 'jsdom'
import { expect } from 'vitest'
import { htmlFileForPath, type PagePath } from '#src/collections/page-paths.ts'
import { bookingUrl, type BookingPlace } from '#src/lib/booking.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { industries, pages as pagePaths, postOrder, services } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { buildDir } from './build-output.ts'
import { htmlFilesIn } from './site-checks.ts'

export { buildDir }

/** Checks over the fixture builds: each built page with its path (src/collections/page-paths.ts). */

export type BuiltPage = PagePath & { file: string; html: string; tree: Root }

function builtHtmlFiles(dir: string): Array<string> {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run the build checks (npm run test:build).`)
  return htmlFilesIn(dir)
}

/**
 * Every page of the path list with its built HTML; fails when a page has no file or a file no page. `dir` is the
 * fixture preview unless a test reads the launched fixture build (tests/support/fixture-build.ts), whose `paths` are
 * `launchedPages`.
 */
export function builtPages(dir = buildDir, paths: ReadonlyArray<PagePath> = pagePaths): Array<BuiltPage> {
  const key = `${dir}\n${paths.map((page) => page.path).join('\n')}`
  let pages = parsed.get(key)
  if (!pages) parsed.set(key, (pages = parsePages(dir, paths)))
  return pages
}

// The build checks share one worker's modules (vitest.config.ts), so each build is parsed once per worker, not per file.
const parsed = new Map<string, Array<BuiltPage>>()
const documents = new Map<string, Document>()

function parsePages(dir: string, paths: ReadonlyArray<PagePath>): Array<BuiltPage> {
  const files = builtHtmlFiles(dir)
  const pages = paths.map((page) => ({ ...page, file: page.notFoundFile ?? htmlFileForPath(page.path) }))
  const expected = pages.map((page) => page.file).sort()
  if (JSON.stringify(files) !== JSON.stringify(expected)) {
    throw new Error(
      `dist/ HTML files and src/collections/page-paths.ts disagree:\n${files.join(', ')}\nvs\n${expected.join(', ')}`,
    )
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

/**
 * The built page at `path` (dist/ unless `dir` says otherwise) as a document, with Testing Library's queries over its
 * body: what a visitor's browser is given, queried by role and accessible name as the end-to-end tests query a page.
 * No script runs and no stylesheet loads, so what only a browser shows (layout, hydration) stays in tests/e2e.
 */
export function screenAt(path: string, dir = buildDir) {
  const file = join(dir, htmlFileForPath(path))
  let document = documents.get(file)
  if (!document) documents.set(file, (document = new JSDOM(readFileSync(file, 'utf8')).window.document))
  return { document, ...within(document.body) }
}

/** An element's text as a visitor reads it: white space collapsed. */
export function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** A consultation link: the booking page in a new tab, with the attribution naming its page and place. */
export function expectBookingLink(
  link: Element,
  { path, place, kind = 'video' }: { path: string; place: BookingPlace; kind?: 'video' | 'phone' },
) {
  expect(link.getAttribute('href')).toBe(bookingUrl(site.booking[kind], site.url, path, place))
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
}

/** The pages whose hero holds their own picture: every service, industry and article page (DESIGN.md §4). */
export const HERO_PATHS = [
  ...services.map((page) => pathFor.service(page.slug)),
  ...industries.map((page) => pathFor.industry(page.slug)),
  ...postOrder.map((id) => pathFor.post(id)),
]

/** What counts as a page's picture: a drawn one or a photo. */
export const PICTURE = 'svg[role="img"], img'
