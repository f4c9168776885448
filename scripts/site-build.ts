import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { AstroIntegration } from 'astro'
import type { Plugin } from 'vite'
import { renderHeadersFile } from '../server/security-headers.ts'
import { ADMIN_DIR } from '#src/lib/cms.ts'
import { sha256Source } from '#src/lib/csp.ts'
import { UPLOADS_DIR } from '#src/lib/pictures.ts'
import { SEARCH_RECORDS_FILE, type SearchRecord } from '#src/lib/search-records.ts'
import { writeSearchIndex } from './search-index.ts'

const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

// Astro's meta CSP sits at the end of <head>, governing nothing before it, and lists every possible hash (~45 bytes each).
export function fitCspMeta(html: string, file: string): string {
  const policy = CSP_META.exec(html)?.[0]
  if (!policy) throw new Error(`site-build: ${file} has no CSP meta tag`)
  const inline = [...html.matchAll(INLINE_SCRIPT), ...html.matchAll(INLINE_STYLE)]
  const used = new Set(inline.map(([, text]) => sha256Source(text!)))
  const fitted = policy.replace(/ 'sha256-[^']+'/g, (hash) => (used.has(hash.slice(2, -1) as `sha256-${string}`) ? hash : ''))
  return html.replace(policy, '').replace('<meta charset="utf-8">', (charset) => `${charset}${fitted}`)
}

/** Astro writes the islands' style rule inside <body>, which HTML does not allow (withastro/astro#13832). */
export function moveIslandStyleToHead(html: string): string {
  return html.includes(ISLAND_STYLE) ? html.replaceAll(ISLAND_STYLE, '').replace('</head>', `${ISLAND_STYLE}</head>`) : html
}

/** Astro publishes every upload it bundles, but pages show only the sizes it writes; the originals stay in the repository. */
function dropUploadOriginals(buildDir: string) {
  if (!existsSync(UPLOADS_DIR)) return
  const assets = join(buildDir, 'assets')
  for (const upload of readdirSync(UPLOADS_DIR)) {
    const extension = extname(upload)
    const stem = upload.slice(0, -extension.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    for (const file of filesIn(assets, new RegExp(`^${stem}\\.[\\w-]{8}\\${extension}$`))) rmSync(file)
  }
}

function filesIn(dir: string, pattern: RegExp): Array<string> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

// Pagefind's index files (.pf_*, .pagefind) are gzip already; the CMS bundle is the owner's alone.
function precompress(dir: string) {
  for (const file of filesIn(dir, /\.(html|js|css|svg|xml|txt|json|webmanifest)$/)) {
    if (relative(dir, file).split(sep)[0] === ADMIN_DIR) continue
    const source = readFileSync(file)
    if (source.length < 512) continue
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length }
    writeFileSync(`${file}.br`, brotliCompressSync(source, { params }))
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
  }
}

/** `*.server.ts` modules run at build time only (CONVENTIONS.md): a browser bundle that imports one fails the build. */
function serverOnly(): Plugin {
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
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/lib/client-interaction.ts', import.meta.url)),
        })
      },
      'astro:build:done': async ({ dir }) => {
        const buildDir = fileURLToPath(dir)
        for (const file of filesIn(buildDir, /\.html$/)) {
          writeFileSync(file, moveIslandStyleToHead(fitCspMeta(readFileSync(file, 'utf8'), file)))
        }
        const recordsFile = join(buildDir, SEARCH_RECORDS_FILE)
        const records: Array<SearchRecord> = JSON.parse(readFileSync(recordsFile, 'utf8'))
        rmSync(recordsFile)
        await writeSearchIndex(buildDir, records)
        dropUploadOriginals(buildDir)
        writeFileSync(join(buildDir, '_headers'), renderHeadersFile())
        precompress(buildDir)
      },
    },
  }
}
