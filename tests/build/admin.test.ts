import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { ADMIN_EDITOR, ADMIN_PATH, ADMIN_PREVIEWS, adminCsp, cmsConfig } from '#src/lib/cms.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { ADMIN_HTML } from './site-checks.ts'
import { buildDir, builtHtmlFiles } from './build-output.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'

// /admin is built into the site, noindex, with its own policy; public pages load nothing from it, and it is left out
// of the sitemap, the page list, the link checks and search (search-index.test.ts).

const adminHtml = readFileSync(join(buildDir, ADMIN_HTML), 'utf8')

test('the CMS page is noindex and carries its own policy', () => {
  expect(adminHtml).toContain('<meta name="robots" content="noindex, nofollow">')
  expect(adminHtml).toContain(`content="${adminCsp()}"`)
  expect(readdirSync(join(buildDir, 'admin'))).toEqual(expect.arrayContaining(['config.yml', 'decap-cms.js']))
  expect(readdirSync(join(buildDir, 'admin')).some((name) => name.endsWith('.map'))).toBe(false)
  expect(parse(readFileSync(join(buildDir, 'admin', 'config.yml'), 'utf8'))).toEqual(
    JSON.parse(JSON.stringify(cmsConfig(site, {}))),
  )
})

test('the production CMS page’s policy names GitHub’s API and blob: (for uploads), never a local backend', () => {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(adminHtml)?.[1]
  expect(policy).toContain("connect-src 'self' blob: https://api.github.com;")
  expect(policy).not.toMatch(/127\.0\.0\.1|localhost/)
  expect(parse(readFileSync(join(buildDir, 'admin', 'config.yml'), 'utf8')).backend).toMatchObject({
    base_url: new URL(site.url).origin,
    auth_endpoint: 'auth',
  })
})

test('the CMS page loads the editor’s formats and widgets, then the previews, after Decap, as browser bundles', () => {
  const scripts = [...adminHtml.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1])
  expect(scripts).toEqual([`${ADMIN_PATH}/decap-cms.js`, `${ADMIN_PATH}/${ADMIN_EDITOR}`, `${ADMIN_PATH}/${ADMIN_PREVIEWS}`])
  const editor = readFileSync(join(buildDir, 'admin', ADMIN_EDITOR), 'utf8')
  expect(editor).not.toMatch(/\bfrom\s*["'](?:node:|astro:)|\bimport\(["']|^\s*(?:import|export)\b/m)
  expect(editor).toContain('registerCustomFormat')
  // Classic, not deferred: the templates are registered before Decap's configuration arrives and an editor opens.
  expect(adminHtml).toContain(`<script src="${ADMIN_PATH}/${ADMIN_PREVIEWS}">`)
  const bundle = readFileSync(join(buildDir, 'admin', ADMIN_PREVIEWS), 'utf8')
  expect(bundle).not.toMatch(/\bfrom\s*["'](?:node:|astro:)|\bimport\(["']|^\s*(?:import|export)\b/m)
  expect(bundle).toContain('registerPreviewTemplate')
  // app.css as Tailwind built it for the site: the article styles and a utility only components use.
  expect(bundle).toContain('.article-body h2{')
  expect(bundle).toContain('.text-brand-950{')
})

test('no public page links to, or loads anything from, /admin', () => {
  const pages = builtHtmlFiles()
  expect(pages).not.toContain(ADMIN_HTML)
  expect(pages.length).toBeGreaterThan(60)
  const reference = new RegExp(`(?:href|src|action)="${ADMIN_PATH}(?:[/"?#])`)
  const referring = pages.filter((file) => reference.test(readFileSync(join(buildDir, file), 'utf8')))
  expect(referring).toEqual([])
})

test('the launched site’s sitemap leaves the CMS out', () => {
  const sitemap = readFileSync(join(SPEC_BUILD.launched, 'sitemap.xml'), 'utf8')
  expect(sitemap).toContain('<loc>')
  expect(sitemap).not.toMatch(/<loc>[^<]*\/admin(?:\/[^<]*)?<\/loc>/)
})

test('the CMS’s scripts are sent compressed: each has its brotli and gzip copies', () => {
  for (const file of ['decap-cms.js', ADMIN_EDITOR, ADMIN_PREVIEWS]) {
    const size = statSync(join(buildDir, 'admin', file)).size
    expect(statSync(join(buildDir, 'admin', `${file}.br`)).size, file).toBeLessThan(size / 2)
    expect(statSync(join(buildDir, 'admin', `${file}.gz`)).size, file).toBeLessThan(size / 2)
  }
})

// Issue 51: the owner's editor loads the previews on top of Decap's 1.5 MB; they carry only the logos the content names.
test('the CMS previews weigh at most 600 KB gzip', () => {
  expect(statSync(join(buildDir, 'admin', 'previews.js.gz')).size).toBeLessThanOrEqual(600_000)
})
