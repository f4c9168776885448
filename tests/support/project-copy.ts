import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { projectRoot } from '../../server/build-state.ts'

// Caches that Astro and Vite keep inside node_modules: a copy gets its own, so a build in it can run beside the project's.
const PACKAGE_CACHES = new Set(['.astro', '.vite'])

/**
 * A copy of the project in a new temp folder (or in `into`, which must be empty or absent): its files as git sees
 * them (uncommitted and new ones included), the installed packages linked one by one, and the generated images'
 * cache copied. The caller removes it.
 */
export function copyProject(prefix: string, into?: string): string {
  const copy = into ?? mkdtempSync(join(tmpdir(), prefix))
  mkdirSync(copy, { recursive: true })
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
  for (const file of files.split('\0').filter(Boolean)) {
    if (!existsSync(join(projectRoot, file))) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(projectRoot, file), join(copy, file))
  }
  mkdirSync(join(copy, 'node_modules'))
  for (const entry of readdirSync(join(projectRoot, 'node_modules'))) {
    if (!PACKAGE_CACHES.has(entry)) symlinkSync(join(projectRoot, 'node_modules', entry), join(copy, 'node_modules', entry))
  }
  // Images are cached by their input, so the copy starts from the project's; it writes its own.
  if (existsSync(join(projectRoot, '.cache'))) cpSync(join(projectRoot, '.cache'), join(copy, '.cache'), { recursive: true })
  return copy
}
