import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { buildDir, builtHtmlFiles } from './build-output.ts'

/** DESIGN.md §8: JavaScript loaded before interaction and CSS, per page, gzip. */
export const JS_BUDGET_BYTES = 120 * 1024
export const CSS_BUDGET_BYTES = 20 * 1024

const gzipSizes = new Map<string, number>()
function gzipSize(asset: string): number {
  let size = gzipSizes.get(asset)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(buildDir, asset)), { level: 9 }).length
    gzipSizes.set(asset, size)
  }
  return size
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a built chunk (not `import()`). */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?"(\.{1,2}\/[^"]+\.js)"/g

/** A chunk and every chunk it imports statically, which the browser fetches before the chunk can run. */
function withStaticImports(asset: string, into: Set<string>) {
  if (into.has(asset)) return
  into.add(asset)
  const code = readFileSync(join(buildDir, asset), 'utf8')
  for (const match of code.matchAll(STATIC_IMPORT)) withStaticImports(posix.join(posix.dirname(asset), match[1]!), into)
}

/**
 * The JavaScript a page loads before any interaction: module preloads, script tags, the bootstrap's imports
 * (also the ones scripts/defer-hydration.ts starts after the first paint) and everything those import statically.
 * Dynamic imports inside the chunks (react-dom's client at idle time, the search index on use) are not counted.
 */
export function scriptsOf(html: string): Set<string> {
  const entries = new Set<string>()
  for (const match of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)) entries.add(match[1]!)
  for (const match of html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)) entries.add(match[1]!)
  for (const match of html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"\/(assets\/[^"]+\.js)"/g)) entries.add(match[1]!)
  const assets = new Set<string>()
  for (const entry of entries) withStaticImports(entry, assets)
  return assets
}

function stylesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!))
}

function describe(assets: Set<string>): string {
  return [...assets]
    .map((asset) => ({ asset, size: gzipSize(asset) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map(({ asset, size }) => `${asset} ${(size / 1024).toFixed(1)} KB`)
    .join(', ')
}

const pages = builtHtmlFiles().map((file) => ({ file, html: readFileSync(join(buildDir, file), 'utf8') }))

test.each(pages.map((page) => [page.file, page.html]))('%s loads at most 120 KB of JavaScript and 20 KB of CSS (gzip)', (file, html) => {
  const scripts = scriptsOf(html)
  const styles = stylesOf(html)
  expect(scripts.size, `${file} loads no JavaScript: the bootstrap was not found`).toBeGreaterThan(0)
  const js = [...scripts].reduce((sum, asset) => sum + gzipSize(asset), 0)
  const css = [...styles].reduce((sum, asset) => sum + gzipSize(asset), 0)
  expect(js, `${file}: ${(js / 1024).toFixed(1)} KB of JS; largest: ${describe(scripts)}`).toBeLessThanOrEqual(JS_BUDGET_BYTES)
  expect(css, `${file}: ${(css / 1024).toFixed(1)} KB of CSS; largest: ${describe(styles)}`).toBeLessThanOrEqual(CSS_BUDGET_BYTES)
})
