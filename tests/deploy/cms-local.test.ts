import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { projectRoot } from '../../server/build-state.ts'
import { LOCAL_BACKEND_PORT } from '#src/lib/cms.ts'
import { freePort } from '../../server/loopback.ts'
import { startProcess, stopProcess, waitForAnswer } from '../support/net.ts'

/**
 * `npm run cms` (scripts/cms-local.ts, issue 16): the CMS page from the site's server and Decap's local backend over
 * this folder, both on 127.0.0.1, and Ctrl+C (SIGINT) stops both. tests/e2e/cms.spec.ts edits through them.
 */

const info = () =>
  fetch(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  })

test('npm run cms serves /admin and the local backend for this folder, and Ctrl+C stops both', async () => {
  const port = await freePort()
  const cms = startProcess('npm run cms', [join(projectRoot, 'scripts', 'cms-local.ts')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), SKIP_BUILD: '1' },
  })
  try {
    await waitForAnswer(cms, `http://127.0.0.1:${port}/admin`)
    await vi.waitFor(
      async () => expect(await (await info()).json()).toMatchObject({ type: 'local_fs', publish_modes: ['simple'] }),
      {
        timeout: 20_000,
        interval: 250,
      },
    )
    expect(cms.output()).toContain(`open http://127.0.0.1:${port}/admin`)
    // Only this page may reach the local backend; the built one may not (tests/build/admin.test.ts).
    const policy = /content-security-policy" content="([^"]+)"/.exec(
      await (await fetch(`http://127.0.0.1:${port}/admin`)).text(),
    )?.[1]
    expect(policy).toContain(
      `connect-src 'self' https://api.github.com http://127.0.0.1:${LOCAL_BACKEND_PORT} http://localhost:${LOCAL_BACKEND_PORT};`,
    )
    expect((await fetch(`http://127.0.0.1:${port}/admin/config.yml`)).status).toBe(200)
    cms.child.kill('SIGINT')
    expect(await cms.exited).toBe(0)
    await vi.waitFor(
      async () =>
        expect(
          await info().then(
            () => 'up',
            () => 'down',
          ),
        ).toBe('down'),
      { timeout: 10_000 },
    )
    await expect(fetch(`http://127.0.0.1:${port}/admin`)).rejects.toThrow()
  } finally {
    await stopProcess(cms)
  }
}, 60_000)
