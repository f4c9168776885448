import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ADMIN_CSP, ADMIN_PATH } from '../../scripts/cms.ts'
import { ADMIN_HTML } from '../../scripts/site-checks.ts'
import { searchRecords } from '../../scripts/search-index.ts'
import { getPosts } from '#src/content/posts.server.ts'
import { buildDir, builtHtmlFiles } from './build-output.ts'

// Issue 16: /admin is built into the site, noindex, with its own policy; public pages load nothing from it, and it is
// left out of the sitemap, the page list, the link checks and search.

const adminHtml = readFileSync(join(buildDir, ADMIN_HTML), 'utf8')

test('the CMS page is noindex and carries its own policy', () => {
  expect(adminHtml).toContain('<meta name="robots" content="noindex, nofollow">')
  expect(adminHtml).toContain(`content="${ADMIN_CSP}"`)
  expect(readdirSync(join(buildDir, 'admin'))).toEqual(expect.arrayContaining(['config.yml', 'decap-cms.js']))
})

test('no public page links to, or loads anything from, /admin', () => {
  const pages = builtHtmlFiles()
  expect(pages).not.toContain(ADMIN_HTML)
  expect(pages.length).toBeGreaterThan(60)
  const reference = new RegExp(`(?:href|src|action)="${ADMIN_PATH}(?:[/"?#])`)
  const referring = pages.filter((file) => reference.test(readFileSync(join(buildDir, file), 'utf8')))
  expect(referring).toEqual([])
})

test('the sitemap and the search index leave the CMS out', () => {
  const sitemaps = readdirSync(buildDir).filter((name) => /^sitemap.*\.xml$/.test(name))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const name of sitemaps)
    expect(readFileSync(join(buildDir, name), 'utf8')).not.toMatch(/<loc>[^<]*\/admin(?:\/[^<]*)?<\/loc>/)
  // Search indexes the articles only, from their records.
  expect(searchRecords(getPosts()).every((record) => record.url.startsWith('/blogs/'))).toBe(true)
})
