import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const projectRoot = resolve(import.meta.dirname, '..')
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

export function ensureBuild() {
  if (!isBuildStale()) return
  console.log('Building the site (dist/ is missing or older than its sources)…')
  execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' })
}
