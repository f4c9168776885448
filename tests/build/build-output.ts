import { existsSync, readdirSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

/** Helpers for checks over build/client after `npm run build`. */
export const buildDir = resolve(import.meta.dirname, '..', '..', 'build', 'client')

export function assertBuilt() {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('No build: run `npm run build` before the build checks.')
}

/** Every HTML file of the build, as paths relative to build/client with forward slashes. */
export function builtHtmlFiles(): Array<string> {
  assertBuilt()
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}

/** The page file a site-relative URL path resolves to, following the server's rules, or null. */
export function fileForUrlPath(urlPath: string, exists: (file: string) => boolean): string | null {
  const path = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '')
  if (path === '/') return 'index.html'
  const asFile = path.slice(1)
  if (!asFile.endsWith('.html') && exists(`${asFile}.html`)) return `${asFile}.html`
  if (exists(asFile)) return asFile
  return null
}
