import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Element } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { selectAll } from 'hast-util-select'

/** DESIGN.md §8: JavaScript loaded before interaction and CSS, per page, gzip. */
export const JS_BUDGET_BYTES = 70 * 1024
export const CSS_BUDGET_BYTES = 20 * 1024

// Decap's CMS page (src/lib/cms.ts), not one of the site's pages.
export const ADMIN_HTML = 'admin.html'

export function htmlFilesIn(dir: string): Array<string> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== ADMIN_HTML)
    .sort()
}

export function fileForUrlPath(urlPath: string, exists: (file: string) => boolean): string | null {
  const path = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '')
  if (path === '/') return 'index.html'
  const asFile = path.slice(1)
  if (!asFile.endsWith('.html') && exists(`${asFile}.html`)) return `${asFile}.html`
  if (exists(asFile)) return asFile
  return null
}

function urlsOf(element: Element): Array<string> {
  const { href, src, srcSet } = element.properties
  const urls = [href, src].filter((value): value is string => typeof value === 'string')
  const srcset = Array.isArray(srcSet) ? srcSet.join(',') : typeof srcSet === 'string' ? srcSet : ''
  for (const candidate of srcset.split(',')) {
    const url = candidate.trim().split(/\s+/)[0]
    if (url) urls.push(url)
  }
  return urls
}

const EXTERNAL = /^(https?:|mailto:|tel:|data:|\/\/)/

export function findBrokenLinks(dir: string): { checked: number; broken: Array<string> } {
  const exists = (file: string) => existsSync(join(dir, file)) && statSync(join(dir, file)).isFile()
  const trees = new Map<string, ReturnType<typeof fromHtml>>()
  const parse = (file: string) => {
    let tree = trees.get(file)
    if (!tree) {
      tree = fromHtml(readFileSync(join(dir, file), 'utf8'))
      trees.set(file, tree)
    }
    return tree
  }
  const idsByFile = new Map<string, Set<string>>()
  const idsOf = (file: string) => {
    let ids = idsByFile.get(file)
    if (!ids) {
      ids = new Set(selectAll('[id]', parse(file)).map((element) => String(element.properties.id)))
      idsByFile.set(file, ids)
    }
    return ids
  }

  const broken: Array<string> = []
  let checked = 0
  for (const file of htmlFilesIn(dir)) {
    for (const element of selectAll('[href], [src], [srcset]', parse(file))) {
      if (element.tagName === 'link' && String(element.properties.rel).includes('canonical')) continue
      for (const url of urlsOf(element)) {
        if (EXTERNAL.test(url)) continue
        checked++
        const [pathPart, anchor] = url.split('#') as [string, string | undefined]
        const target = pathPart === '' ? file : fileForUrlPath(pathPart, exists)
        if (!target) {
          broken.push(`${file}: ${url} (no such page or file)`)
        } else if (anchor && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(anchor))) {
          broken.push(`${file}: ${url} (no element with id "${anchor}")`)
        }
      }
    }
  }
  return { checked, broken }
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a built chunk (not `import()`). */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?"(\.{1,2}\/[^"]+\.js)"/g

/** Island directives whose code loads without the visitor doing anything (docs/decisions/016-astro-islands.md). */
const LOADS_BEFORE_INTERACTION = new Set(['load', 'idle', 'visible', 'media'])

export type PageWeight = {
  file: string
  jsBytes: number
  cssBytes: number
  scripts: Array<{ asset: string; bytes: number }>
  styles: Array<{ asset: string; bytes: number }>
  onInteractionBytes: number
}

// Dynamic import() inside chunks (the Radix menu, the search index) is not counted; `client:interaction` islands are reported apart.
export function measurePages(dir: string): Array<PageWeight> {
  const sizes = new Map<string, number>()
  const gzipSize = (asset: string) => {
    let size = sizes.get(asset)
    if (size === undefined) {
      const file = join(dir, asset)
      if (!existsSync(file)) throw new Error(`site-checks: a page loads ${asset}, which is not in ${dir}`)
      size = gzipSync(readFileSync(file), { level: 9 }).length
      sizes.set(asset, size)
    }
    return size
  }
  const withStaticImports = (asset: string, into: Set<string>) => {
    if (into.has(asset)) return
    into.add(asset)
    const code = readFileSync(join(dir, asset), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) withStaticImports(posix.join(posix.dirname(asset), match[1]!), into)
  }
  const sized = (assets: Set<string>) =>
    [...assets].map((asset) => ({ asset, bytes: gzipSize(asset) })).sort((a, b) => b.bytes - a.bytes)

  return htmlFilesIn(dir).map((file) => {
    const html = readFileSync(join(dir, file), 'utf8')
    const tree = fromHtml(html)
    const entries = new Set<string>()
    const deferred = new Set<string>()
    for (const match of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)) entries.add(match[1]!)
    for (const match of html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)) entries.add(match[1]!)
    for (const island of selectAll('astro-island', tree)) {
      const { 'component-url': component, 'renderer-url': renderer, client } = island.properties
      const into = LOADS_BEFORE_INTERACTION.has(String(client)) ? entries : deferred
      for (const url of [component, renderer]) if (typeof url === 'string') into.add(url.replace(/^\//, ''))
    }
    const scripts = new Set<string>()
    for (const entry of entries) withStaticImports(entry, scripts)
    const later = new Set<string>()
    for (const entry of deferred) withStaticImports(entry, later)
    for (const asset of scripts) later.delete(asset)
    const styles = new Set([...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!))
    const scriptSizes = sized(scripts)
    // Stylesheets written into the page (Astro's inlineStylesheets) count as CSS too, as their own gzip stream.
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('')
    const styleSizes = [
      ...sized(styles),
      ...(inlineCss ? [{ asset: `${file} <style>`, bytes: gzipSync(inlineCss, { level: 9 }).length }] : []),
    ].sort((a, b) => b.bytes - a.bytes)
    return {
      file,
      jsBytes: scriptSizes.reduce((sum, { bytes }) => sum + bytes, 0),
      cssBytes: styleSizes.reduce((sum, { bytes }) => sum + bytes, 0),
      scripts: scriptSizes,
      styles: styleSizes,
      onInteractionBytes: sized(later).reduce((sum, { bytes }) => sum + bytes, 0),
    }
  })
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

export function budgetMisses(page: PageWeight): Array<string> {
  const largest = (assets: PageWeight['scripts']) =>
    assets
      .slice(0, 5)
      .map(({ asset, bytes }) => `${asset} ${kilobytes(bytes)}`)
      .join(', ')
  const misses: Array<string> = []
  if (page.jsBytes > JS_BUDGET_BYTES) {
    misses.push(
      `${page.file}: ${kilobytes(page.jsBytes)} of JavaScript > ${kilobytes(JS_BUDGET_BYTES)}; largest: ${largest(page.scripts)}`,
    )
  }
  if (page.cssBytes > CSS_BUDGET_BYTES) {
    misses.push(
      `${page.file}: ${kilobytes(page.cssBytes)} of CSS > ${kilobytes(CSS_BUDGET_BYTES)}; largest: ${largest(page.styles)}`,
    )
  }
  return misses
}
