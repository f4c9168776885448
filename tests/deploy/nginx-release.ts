import { spawnSync } from 'node:child_process'

/**
 * docs/deploy.md's nginx step that publishes an uploaded release, run in the site's folder with `release` set: a new
 * link renamed over `current` in one step, so nginx serves the old release or the new one, never half of either.
 * `ln -sfn` alone would remove the link and then make it again, leaving a moment with no site.
 */
export const SWITCH_RELEASE = 'ln -sfn "releases/$release" current.next && mv -T current.next current'

/** Points `<site>/current` at `<site>/releases/<release>` as the guide does. */
export function switchRelease(site: string, release: string) {
  const result = spawnSync('sh', ['-c', SWITCH_RELEASE], { cwd: site, env: { ...process.env, release }, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`switching to release ${release} failed: ${result.stderr}`)
}

/** A release folder made of hard links to another's files: a full copy as nginx sees it, written in an instant. */
export function copyRelease(from: string, to: string) {
  const result = spawnSync('cp', ['-al', `${from}/.`, to], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`cp -al ${from}/. ${to} failed: ${result.stderr}`)
}
