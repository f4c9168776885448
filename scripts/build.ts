import { spawnSync } from 'node:child_process'
import { lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { launchRefusal, launchState } from './check-launch.ts'
import { contentProblems } from './read-content.ts'

// `npm run build` and `npm run build:production` (--production): content checked whole first, then Astro builds into a
// new folder under .builds/, and `dist` becomes a link to it in one rename, only when everything succeeded. A server
// reading dist/ keeps serving the last good build throughout (DESIGN.md §6, docs/decisions/039-atomic-builds.md).

export const BUILDS_DIR = '.builds'
const DIST = 'dist'

/** Points `dist` at `.builds/<name>` in one rename; a `dist` folder left by an older build moves in beside it first. */
export function publish(root: string, name: string) {
  const dist = join(root, DIST)
  const stats = lstatSync(dist, { throwIfNoEntry: false })
  if (stats && !stats.isSymbolicLink()) renameSync(dist, join(root, BUILDS_DIR, `${name}-before`))
  const link = join(root, `${DIST}.next`)
  rmSync(link, { force: true })
  symlinkSync(join(BUILDS_DIR, name), link)
  renameSync(link, dist)
}

/** Keeps the build `dist` names and the one before it (a server may still be sending its files); removes the rest. */
function prune(root: string, keep: string) {
  const dir = join(root, BUILDS_DIR)
  const builds = readdirSync(dir).sort()
  const previous = builds.filter((name) => name < keep).at(-1)
  for (const name of builds) if (name !== keep && name !== previous) rmSync(join(dir, name), { recursive: true, force: true })
}

const lastGood = (root: string) =>
  lstatSync(join(root, DIST), { throwIfNoEntry: false })
    ? `dist/ still holds the last good build${lstatSync(join(root, DIST)).isSymbolicLink() ? ` (${readlinkSync(join(root, DIST))})` : ''}`
    : 'there is no earlier build in dist/'

function fail(root: string, lines: ReadonlyArray<string>): never {
  for (const line of lines) console.error(line)
  console.error(`build: the site was not rebuilt; ${lastGood(root)}.`)
  process.exit(1)
}

async function main(root = process.cwd()) {
  if (process.argv.includes('--production')) {
    const refusal = launchRefusal(await launchState(root))
    if (refusal) {
      console.error(refusal)
      process.exit(1)
    }
  } else {
    const problems = await contentProblems(root)
    if (problems.length > 0)
      fail(root, [`build: content/ has ${problems.length} problems:`, ...problems.map((line) => `  ${line}`)])
  }
  mkdirSync(join(root, BUILDS_DIR), { recursive: true })
  const name = new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-')
  const out = join(BUILDS_DIR, name)
  const astro = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--outDir', out], {
    cwd: root,
    stdio: 'inherit',
  })
  if (astro.status !== 0) {
    rmSync(join(root, out), { recursive: true, force: true })
    fail(root, [`build: astro build failed (exit ${astro.status ?? astro.signal}); the messages above name the file.`])
  }
  publish(root, name)
  prune(root, name)
}

if (import.meta.main) await main()
