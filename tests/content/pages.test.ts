import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { pagePaths } from '#src/collections/page-paths.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { orderArticles } from '#src/lib/posts.ts'
import { previewValues } from '#src/lib/preview.ts'
import { folderFiles, readFolder, readRecord } from '../../scripts/read-content.ts'
import { buildDir } from '../../server/build-state.ts'
import { builtPages, type BuiltPage } from '../build/built-pages.ts'
import { findBrokenLinks } from '../build/site-checks.ts'

// The owner's build (dist/, made by the global setup from content/): every record is on its page and in its lists,
// every page has its head, and every link leads somewhere. What the pages must say is the fixture's tests' job.

const site = readRecord('site')
const articles = orderArticles(
  readFolder('blog').map((entry) => ({ id: entry.id, ...entry.data })),
  readRecord('blogOrder').order,
)
const services = readFolder('services')
const industries = readFolder('industries')
const jobs = readFolder('jobs')
const ids = (folder: 'services' | 'industries' | 'jobs') => folderFiles(folder).map((entry) => entry.id)
const pages = builtPages(
  buildDir,
  pagePaths({
    fixed: readRecord('pageHeads').pages.map((head) => head.path),
    services: ids('services'),
    industries: ids('industries'),
    posts: articles.map((post) => post.id),
    jobs: ids('jobs'),
  }),
)
const at = (path: string) => pages.find((page) => page.path === path)!
const text = (page: BuiltPage, selector = 'main') => toString(select(selector, page.tree)!).replace(/\s+/g, ' ')
const h1 = (page: BuiltPage) => text(page, 'h1').trim()

test('every page of the records is built, and each has one title, one description of at most 160 characters and one h1', () => {
  for (const page of pages) {
    expect(selectAll('title', page.tree), page.file).toHaveLength(1)
    const descriptions = selectAll('meta[name="description"]', page.tree).map((tag) => String(tag.properties.content))
    expect(descriptions, page.file).toHaveLength(1)
    expect(descriptions[0]!.length, page.file).toBeGreaterThan(0)
    expect(descriptions[0]!.length, page.file).toBeLessThanOrEqual(160)
    expect(selectAll('h1', page.tree), page.file).toHaveLength(1)
  }
})

test('every internal link, picture and #anchor of the build resolves', () => {
  expect(findBrokenLinks(buildDir).broken).toEqual([])
})

test('a build with preview values is a preview on every page; one without says noindex only where a page must', () => {
  const preview = previewValues(site).length > 0
  for (const page of pages) {
    const robots = selectAll('meta[name="robots"]', page.tree).map((tag) => String(tag.properties.content))
    expect(robots, page.file).toEqual(preview || page.noindex ? ['noindex'] : [])
    expect(select('aside[aria-labelledby="preview-notice"]', page.tree) !== undefined, page.file).toBe(preview)
  }
})

test('every question of the FAQ is on the home page, and every plan with its price on the pricing page', () => {
  const home = text(at('/'))
  for (const { question } of readRecord('faq').items) expect(home).toContain(question)
  const pricing = text(at('/pricing'))
  for (const plan of readRecord('pricing').plans) {
    expect(pricing).toContain(plan.name)
    expect(pricing).toContain(`$${new Intl.NumberFormat('en-US').format(plan.price)}`)
  }
})

test('every service and industry has its page under its own title, and a link in the header of every page', () => {
  const header = selectAll('header a[href]', at('/').tree).map((link) => String(link.properties.href))
  for (const [folder, entries] of [
    ['service', services],
    ['industry', industries],
  ] as const) {
    for (const entry of entries) {
      const path = pathFor[folder](entry.id)
      expect(h1(at(path)), path).toBe(entry.data.title)
      expect(header, path).toContain(path)
    }
  }
})

test('every article is on the blog, in its order, and on its own page under its title', () => {
  const cards = selectAll('main article h3', at('/blogs').tree).map((heading) => toString(heading).trim())
  expect(cards).toEqual(articles.map((post) => post.title))
  for (const post of articles) expect(h1(at(pathFor.post(post.id)))).toBe(post.title)
})

test('every job opening is listed on the careers page and has its own page under its title', () => {
  const careers = text(at('/careers'))
  for (const job of jobs) {
    expect(careers).toContain(job.data.title)
    expect(h1(at(pathFor.job(job.id)))).toBe(job.data.title)
  }
})

// Issue 50: the owner's build ships what content/site.yaml's analytics setting says, whichever it is.
test('the build counts visits only as the analytics setting says, and the privacy policy says the same', () => {
  // Plausible counts only in a build that is not a preview (README 'Counting visits'); its own service unless named.
  const counting =
    site.analytics.provider === 'plausible' && previewValues(site).length === 0
      ? new URL(site.analytics.endpoint ?? 'https://plausible.io/api/event').origin
      : undefined
  const policy = text(at('/privacy-policy'), 'section[aria-labelledby="cookies-and-tracking"]')
  expect(existsSync(join(buildDir, 'analytics.js'))).toBe(counting !== undefined)
  for (const page of pages) {
    const meta = String(select('meta[http-equiv="content-security-policy"]', page.tree)?.properties.content ?? '')
    const connect = /connect-src ([^;]*)/.exec(meta)?.[1]?.trim().split(/\s+/) ?? []
    expect(connect.sort(), page.file).toEqual(["'self'", ...(counting ? [counting] : [])].sort())
  }
  if (counting) expect(policy).toContain('count visits with Plausible Analytics')
  else expect(policy).toContain(readRecord('privacy').tracking.none)
})
