import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { ADMIN_PATH } from '#src/lib/cms.ts'
import { freePort } from '../../server/loopback.ts'
import { SPEC_ROOT } from '../fixtures/specification.ts'
import { ensureFixtureBuild } from '../support/fixture-build.ts'
import { copyProject } from '../support/project-copy.ts'
import { expect } from './fixtures.ts'

export type LocalCms = {
  copy: string
  url: string
  /** A file of the copy as it is on disk now. */
  read: (file: string) => string
  /** `npm run <script>` in the copy. */
  run: (script: string) => { status: number | null; output: string }
  stop: () => void
}

const answers = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (response) => response.status,
    () => 0,
  )

/**
 * `npm run cms` (scripts/cms-local.ts) in a copy of the project with the fixture content and the fixture preview
 * build: the CMS writes to the copy, never to this checkout. `prepare` may change the copy before the CMS starts.
 */
export async function startLocalCms(prepare: (copy: string) => void | Promise<void> = () => {}): Promise<LocalCms> {
  const copy = copyProject('tandemdesk-cms-')
  rmSync(join(copy, 'content'), { recursive: true, force: true })
  cpSync(join(SPEC_ROOT, 'content'), join(copy, 'content'), { recursive: true })
  cpSync(realpathSync(await ensureFixtureBuild('preview')), join(copy, 'dist'), { recursive: true })
  await prepare(copy)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const cms: ChildProcess = spawn(process.execPath, ['scripts/cms-local.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), SKIP_BUILD: '1' },
    stdio: 'ignore',
  })
  const info = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ action: 'info' }),
  }
  await expect.poll(() => answers(`${url}/api/v1`, info), { timeout: 20_000 }).toBe(200)
  await expect.poll(() => answers(`${url}${ADMIN_PATH}`), { timeout: 15_000 }).toBe(200)
  return {
    copy,
    url,
    read: (file) => readFileSync(join(copy, file), 'utf8'),
    run: (script) => {
      const result = spawnSync('npm', ['run', '--silent', script], { cwd: copy, encoding: 'utf8' })
      return { status: result.status, output: `${result.stdout}${result.stderr}` }
    },
    stop: () => {
      cms.kill()
      rmSync(copy, { recursive: true, force: true })
    },
  }
}

/** Opens one entry in the editor, signing in to the local backend when the CMS asks. */
export async function openEntry(page: Page, cms: LocalCms, hash: string) {
  await page.goto('about:blank')
  await page.goto(`${cms.url}${ADMIN_PATH}${hash}`)
  const login = page.getByRole('button', { name: 'Login' })
  const editor = page.getByText('Writing in', { exact: false })
  await expect(login.or(editor)).toBeVisible({ timeout: 20_000 })
  if (await login.isVisible()) await login.click()
  await expect(editor).toBeVisible({ timeout: 20_000 })
}

/** Publishes the open entry (simple mode: the file is written at once). */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click({ timeout: 30_000 })
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

/**
 * The file once a save has written it. decap-server truncates a file before writing it, so a read in between finds
 * it empty: wait for a text that is neither the old one nor empty.
 */
export async function savedText(cms: LocalCms, file: string, before: string): Promise<string> {
  const written = () => {
    const now = cms.read(file)
    return now !== '' && now !== before
  }
  await expect.poll(written, { timeout: 10_000 }).toBe(true)
  return cms.read(file)
}

/** The lines of `after` that differ from `before`'s, as `-old` / `+new`, by position (an edit that keeps the line count). */
export function changedLines(before: string, after: string): Array<string> {
  const old = before.split('\n')
  const now = after.split('\n')
  if (old.length !== now.length) return [`${old.length} lines became ${now.length}`]
  return old.flatMap((line, index) => (line === now[index] ? [] : [`-${line}`, `+${now[index]}`]))
}
