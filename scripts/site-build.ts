import { existsSync, globSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { AstroIntegration } from 'astro'
import type { Plugin } from 'vite'
import { renderHeadersFile } from '../server/security-headers.ts'
import { ADMIN_DIR } from '#src/lib/cms.ts'
import { sha256Source } from '#src/lib/csp.ts'
import { UPLOADS_DIR } from '#src/lib/pictures.ts'
import { indexArticlePages } from './search-index.ts'

const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/
const INLINE_CODE = /<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

// Astro's meta CSP sits at the end of <head>, governing nothing before it, and lists every possible hash (~45 bytes each).
export function fitCspMeta(html: string, file: string): string {
  const policy = CSP_META.exec(html)?.[0]
  if (!policy) throw new Error(`site-build: ${file} has no CSP meta tag`)
  const used = new Set([...html.matchAll(INLINE_CODE)].map(([, , text]) => `'${sha256Source(text!)}'`))
  const fitted = policy.replace(/ ('sha256-[^']+')/g, (source, hash: string) => (used.has(hash) ? source : ''))
  return html.replace(policy, '').replace('<meta charset="utf-8">', (charset) => `${charset}${fitted}`)
}

/** Astro writes the islands' style rule inside <body>, which HTML does not allow (withastro/astro#13832). */
export function moveIslandStyleToHead(html: string): string {
  return html.includes(ISLAND_STYLE) ? html.replaceAll(ISLAND_STYLE, '').replace('</head>', `${ISLAND_STYLE}</head>`) : html
}

/** Astro publishes every upload it bundles, but pages show only the sizes it writes; the originals stay in the repository. */
function dropUploadOriginals(buildDir: string) {
  if (!existsSync(UPLOADS_DIR)) return
  const uploads = new Set(readdirSync(UPLOADS_DIR))
  for (const file of readdirSync(join(buildDir, 'assets'))) {
    if (uploads.has(file.replace(/\.[\w-]{8}(\.\w+)$/, '$1'))) rmSync(join(buildDir, 'assets', file))
  }
}

// Pagefind's index files (.pf_*, .pagefind) are gzip already. The CMS's megabytes take brotli's quality 9: 11 would add
// a minute to every build for a few percent on a page only the owner loads.
function precompress(dir: string) {
  const pattern = join(dir, '**/*.{html,js,css,svg,xml,txt,json,webmanifest,yml,wasm}')
  for (const file of globSync(pattern)) {
    const source = readFileSync(file)
    if (source.length < 512) continue
    const quality = file.startsWith(join(dir, ADMIN_DIR, '/')) ? 9 : 11
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length }
    writeFileSync(`${file}.br`, brotliCompressSync(source, { params }))
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
  }
}

/** `*.server.ts` modules run at build time only (CONVENTIONS.md): a browser bundle that imports one fails the build. */
export function serverOnly(): Plugin {
  return {
    name: 'tandemdesk:server-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (this.environment.name !== 'client' || !/\.server\.tsx?$/.test(source)) return null
      this.error(`${source} is build-time code (*.server.ts) but ${importer ?? 'a browser module'} ships it to the browser`)
    },
  }
}

export function siteBuild(): AstroIntegration {
  return {
    name: 'tandemdesk:site-build',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        updateConfig({ vite: { plugins: [serverOnly()] } })
        addClientDirective({ name: 'interaction', entrypoint: './src/lib/client-interaction.ts' })
      },
      'astro:build:done': async ({ dir }) => {
        const buildDir = fileURLToPath(dir)
        for (const file of globSync(join(buildDir, '**/*.html'))) {
          writeFileSync(file, moveIslandStyleToHead(fitCspMeta(readFileSync(file, 'utf8'), file)))
        }
        await indexArticlePages(buildDir)
        dropUploadOriginals(buildDir)
        writeFileSync(join(buildDir, '_headers'), renderHeadersFile())
        precompress(buildDir)
      },
    },
  }
}
