import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { getPosts } from '#src/content/posts.server.ts'
import { renderHeadersFile } from '../server/security-headers.ts'
import { ADMIN_DIR, writeCms } from './cms.ts'
import { searchRecords, writeSearchIndex } from './search-index.ts'

/**
 * What the build adds once Astro has written the pages (scripts/site-build.ts): the CSP meta tag first and the
 * islands' style rule in the head, the blog's search index (scripts/search-index.ts), the CDN `_headers`
 * file, the CMS at /admin (scripts/cms.ts) and precompressed .br/.gz copies.
 */

/**
 * Astro writes this rule just before a page's first island, inside <body>, where the HTML standard does not allow a
 * <style> element after other content (the W3C validator refuses it). It is moved, unchanged, to the end of <head>.
 */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

/**
 * Astro writes each page's CSP meta tag near the end of <head>, after the JSON-LD and the prefetch rules; a policy
 * in a meta tag governs only what follows it, so it is moved to just after <meta charset>, before every script.
 */
const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/

function arrangeHead(buildDir: string) {
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = join(entry.parentPath, entry.name)
    let html = readFileSync(file, 'utf8')
    const policy = CSP_META.exec(html)?.[0]
    if (!policy) throw new Error(`postbuild: ${file} has no CSP meta tag`)
    html = html.replace(policy, '').replace('<meta charset="utf-8">', (charset) => `${charset}${policy}`)
    if (html.includes(ISLAND_STYLE)) html = html.replaceAll(ISLAND_STYLE, '').replace('</head>', `${ISLAND_STYLE}</head>`)
    writeFileSync(file, html)
  }
}

// By extension, so Pagefind's index files (.pf_meta, .pf_index, .pf_fragment) and its WebAssembly (.pagefind) are
// left alone: Pagefind gzips them itself and decompresses them in the browser.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/

function precompress(buildDir: string) {
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    // The CMS's 5 MB bundle is for the owner alone: compressing it at the highest setting would double the build.
    if (relative(buildDir, entry.parentPath).split(sep)[0] === ADMIN_DIR) continue
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

export async function postbuild(buildDir: string) {
  const started = performance.now()
  arrangeHead(buildDir)
  const indexedArticles = await writeSearchIndex(buildDir, searchRecords(getPosts()))
  writeFileSync(join(buildDir, '_headers'), renderHeadersFile())
  writeCms(buildDir)
  precompress(buildDir)
  console.log(
    `postbuild: ${indexedArticles} articles indexed for search, headers and compressed copies written in ${Math.round(performance.now() - started)} ms`,
  )
}
