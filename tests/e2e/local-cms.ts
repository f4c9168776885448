import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { ADMIN_PATH, LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'
import { projectRoot } from '../../server/build-state.ts'
import { freePort } from '../../server/loopback.ts'
import { copyProject } from '../support/project-copy.ts'
import { expect } from './fixtures.ts'

export type LocalCms = { copy: string; url: string; stop: () => void }

const answers = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (response) => response.status,
    () => 0,
  )

/**
 * `npm run cms` (scripts/cms-local.ts) in a copy of the project, serving the suite's build: the CMS writes to the
 * copy, never to this checkout. `prepare` may add files to the copy before the CMS starts.
 */
export async function startLocalCms(prepare: (copy: string) => void = () => {}): Promise<LocalCms> {
  const copy = copyProject('tandemdesk-cms-')
  cpSync(join(projectRoot, 'dist'), join(copy, 'dist'), { recursive: true })
  prepare(copy)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const backend: ChildProcess = spawn(process.execPath, ['scripts/cms-local.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), SKIP_BUILD: '1' },
    stdio: 'ignore',
  })
  const info = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) }
  await expect.poll(() => answers(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, info), { timeout: 15_000 }).toBe(200)
  await expect.poll(() => answers(`${url}${ADMIN_PATH}`), { timeout: 15_000 }).toBe(200)
  return {
    copy,
    url,
    stop: () => {
      backend.kill()
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
