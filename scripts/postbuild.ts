import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { getPagePaths, htmlFileForPath } from '#src/content/paths.ts'
import { getPosts } from '#src/content/posts.server.ts'
import { contentSecurityPolicy, inlineScriptHashes, renderHeadersFile } from '../server/security-headers.ts'
import { deferHydration } from './defer-hydration.ts'
import { searchRecords, writeSearchIndex } from './search-index.ts'
import { writeSeoFiles } from './seo-files.ts'

/**
 * Turns React Router's prerender output into the layout static hosts serve (DESIGN.md §5):
 * `/x` → `x.html`, the reserved not-found paths → their 404.html files; then loads the hydration code after the
 * first paint (scripts/defer-hydration.ts), marks our chunks for eager compilation, adds each page's CSP meta tag,
 * the sitemap, robots.txt and feed, the blog's search index (scripts/search-index.ts), the CDN `_headers` file,
 * and precompressed .br/.gz copies.
 */
const buildDir = resolve(import.meta.dirname, '..', 'build', 'client')

function relocatePages() {
  for (const page of getPagePaths()) {
    const from = page.path === '/' ? join(buildDir, 'index.html') : join(buildDir, page.path.slice(1), 'index.html')
    if (!existsSync(from)) throw new Error(`postbuild: the prerender wrote no HTML for ${page.path} (expected ${from})`)
    const to = join(buildDir, page.notFoundFile ?? htmlFileForPath(page.path))
    if (from === to) continue
    mkdirSync(dirname(to), { recursive: true })
    renameSync(from, to)
    removeIfEmpty(dirname(from))
    if (page.notFoundFile) rmSync(join(buildDir, `${page.path.slice(1)}.data`), { force: true })
  }
  // Every URL is prerendered, so the SPA fallback would only hide real 404s.
  rmSync(join(buildDir, '__spa-fallback.html'), { force: true })
}

function removeIfEmpty(dir: string) {
  if (dir.startsWith(buildDir) && dir !== buildDir && readdirSync(dir).length === 0) rmSync(dir, { recursive: true })
}

function htmlFiles(): Array<string> {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

function deferHydrationCode() {
  for (const file of htmlFiles()) writeFileSync(file, deferHydration(readFileSync(file, 'utf8'), file))
}

/**
 * V8's explicit compile hint as every chunk's first line (docs/decisions/015-short-tasks-while-hydrating.md): all
 * our chunks run during hydration, so Chromium should compile them while they stream in, off the main thread,
 * instead of function by function on first call. Added here rather than as a bundler banner because Vite and
 * React Router write their own first lines (the preload map, the route manifest) after the bundler's banners.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

function addCompileHints() {
  const assets = join(buildDir, 'assets')
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue
    const file = join(assets, name)
    const code = readFileSync(file, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code)
  }
}

/** Puts the page's own policy first in <head>, so it covers every inline script after it on any host. */
function addCspMetaTags() {
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8')
    const policy = contentSecurityPolicy(inlineScriptHashes(html), { forMeta: true })
    const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
    const withTag = html.replace('<meta charSet="utf-8"/>', (charset) => `${charset}${tag}`)
    if (withTag === html) throw new Error(`postbuild: no <meta charSet> in ${file}`)
    writeFileSync(file, withTag)
  }
}

// By extension, so Pagefind's index files (.pf_meta, .pf_index, .pf_fragment) and its WebAssembly (.pagefind) are
// left alone: Pagefind gzips them itself and decompresses them in the browser.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/

function precompress() {
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const source = readFileSync(file)
    if (source.length < 512) continue
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    )
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
  }
}

const started = performance.now()
relocatePages()
await writeSeoFiles(buildDir)
const indexedArticles = await writeSearchIndex(buildDir, searchRecords(getPosts()))
deferHydrationCode()
addCompileHints()
addCspMetaTags()
writeFileSync(join(buildDir, '_headers'), renderHeadersFile())
precompress()
const pageCount = htmlFiles().length
console.log(
  `postbuild: ${pageCount} HTML files laid out, ${indexedArticles} articles indexed for search, headers and compressed copies written in ${Math.round(performance.now() - started)} ms`,
)
