import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const projectRoot = resolve(import.meta.dirname, '..')
/** A link to the last good build (scripts/build.ts). */
export const buildDir = join(projectRoot, 'dist')
const stamp = join(buildDir, 'index.html')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

export function isBuildStale(): boolean {
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  const sources = ['src', 'content', 'public', 'scripts'].map((dir) => join(projectRoot, dir)).filter(existsSync)
  const config = join(projectRoot, 'astro.config.ts')
  return statSync(config).mtimeMs > built || sources.some((dir) => newestMtime(dir) > built)
}

/**
 * Builds when dist/ is missing or older than its sources. A build that fails leaves the last good one in place, which
 * is then served; false only when there is none at all.
 */
export function ensureBuild(): boolean {
  if (!isBuildStale()) return true
  console.log('Building the site (dist/ is missing or older than its sources)…')
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: projectRoot, stdio: 'inherit' }).status === 0) return true
  if (!existsSync(stamp)) return false
  console.error('The last good build is served meanwhile; fix what the build names above, then run `npm run build`.')
  return true
}
