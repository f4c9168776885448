import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { parse } from 'yaml'
import { htmlFileForPath } from '#src/collections/page-paths.ts'
import { freePort } from '../../server/loopback.ts'
import { pages } from '../fixtures/content.ts'
import { startProcess, stopProcess, waitForAnswer, type ServerProcess } from '../support/net.ts'
import { siteCopy } from '../support/site-copy.ts'

/**
 * `npm run cms` (scripts/cms-local.ts) in a copy of the project: the editor and Decap's local backend behind it on
 * 127.0.0.1, reachable only from the editor's own page and only for content/ and the uploads; a busy port is one
 * line; Ctrl+C stops both; and content that no longer builds still opens the editor and keeps the last good site.
 */

let copy = ''
beforeAll(async () => {
  copy = await siteCopy('cms-local-')
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

function startCms(port: number, env: Record<string, string> = { SKIP_BUILD: '1' }) {
  return startProcess('npm run cms', [join(copy, 'scripts', 'cms-local.ts')], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), ...env },
  })
}

const backend = (port: number, body: unknown, origin: string | null = `http://127.0.0.1:${port}`) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify(body),
  })

async function running(run: (port: number, cms: ServerProcess) => Promise<void>, env?: Record<string, string>) {
  const port = await freePort()
  const cms = startCms(port, env)
  try {
    await waitForAnswer(cms, `http://127.0.0.1:${port}/admin`, 120_000)
    await run(port, cms)
  } finally {
    await stopProcess(cms)
  }
}

test('npm run cms serves the editor with a configuration for its own address, and Ctrl+C stops it and its backend', async () => {
  const port = await freePort()
  const cms = startCms(port)
  try {
    await waitForAnswer(cms, `http://127.0.0.1:${port}/admin`)
    expect(cms.output()).toContain(`open http://127.0.0.1:${port}/admin`)
    const config = parse(await (await fetch(`http://127.0.0.1:${port}/admin/config.yml`)).text())
    expect(config.local_backend.url).toBe(`http://127.0.0.1:${port}/api/v1`)
    await vi.waitFor(async () => expect((await backend(port, { action: 'info' })).status).toBe(200), { timeout: 20_000 })
    expect(await (await backend(port, { action: 'info' })).json()).toMatchObject({ type: 'local_fs', publish_modes: ['simple'] })
    const children = readFileSync(`/proc/${cms.child.pid}/task/${cms.child.pid}/children`, 'utf8').trim().split(/\s+/)
    expect(children).toHaveLength(1)
    cms.child.kill('SIGINT')
    expect(await cms.exited).toBe(0)
    expect(() => process.kill(Number(children[0]), 0)).toThrow()
    await expect(fetch(`http://127.0.0.1:${port}/admin`)).rejects.toThrow()
  } finally {
    await stopProcess(cms)
  }
}, 60_000)

test('the local backend takes requests from the editor’s page only, and writes only content/ and the uploads', async () => {
  await running(async (port) => {
    await vi.waitFor(async () => expect((await backend(port, { action: 'info' })).status).toBe(200), { timeout: 20_000 })
    const packageJson = readFileSync(join(copy, 'package.json'), 'utf8')
    const write = (path: string, newPath?: string) => ({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'x', path, raw: 'written\n', ...(newPath ? { newPath } : {}) },
        assets: [],
        options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
      },
    })
    expect((await backend(port, write('package.json'))).status).toBe(403)
    expect((await backend(port, write('content/../package.json'))).status).toBe(403)
    expect(
      (
        await backend(port, {
          action: 'persistMedia',
          params: { asset: { path: 'scripts/x.ts', content: 'eA==', encoding: 'base64' } },
        })
      ).status,
    ).toBe(403)
    expect((await backend(port, { action: 'deleteFile', params: { path: '.github/workflows/ci.yml' } })).status).toBe(403)
    const deleteFiles = { action: 'deleteFiles', params: { paths: ['content/faq.yaml', 'astro.config.ts'] } }
    expect((await backend(port, deleteFiles)).status).toBe(403)
    // A content file moved out of content/ on save is a write outside it.
    expect((await backend(port, write('content/faq.yaml', 'public/_headers'))).status).toBe(403)
    expect(readFileSync(join(copy, 'package.json'), 'utf8')).toBe(packageJson)
    expect(existsSync(join(copy, 'astro.config.ts'))).toBe(true)
    expect(existsSync(join(copy, 'public/_headers'))).toBe(false)
    // Another page of this machine (another port, or this port under another name), or a program that sends no
    // Origin, is refused before anything is read.
    expect((await backend(port, { action: 'info' }, 'http://127.0.0.1:9999')).status).toBe(403)
    expect((await backend(port, { action: 'info' }, `http://localhost:${port}`)).status).toBe(403)
    expect((await backend(port, { action: 'info' }, null)).status).toBe(403)
    const faq = readFileSync(join(copy, 'content/faq.yaml'), 'utf8')
    expect((await backend(port, write('content/faq.yaml'))).status).toBe(200)
    expect(readFileSync(join(copy, 'content/faq.yaml'), 'utf8')).toBe('written\n')
    writeFileSync(join(copy, 'content/faq.yaml'), faq)
  })
}, 60_000)

test('a port already in use stops npm run cms with one line saying so', async () => {
  const port = await freePort()
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
  const cms = startCms(port)
  try {
    expect(await cms.exited).toBe(1)
    expect(cms.output().trim()).toBe(
      `cms: cannot listen on http://127.0.0.1:${port}: another program is listening there (set PORT to use another)`,
    )
  } finally {
    taken.close()
    await stopProcess(cms)
  }
})

test('with an article broken, npm run cms reports the build’s problem, opens the editor and keeps the last good site', async () => {
  const file = join(copy, 'content/blog/remote-work-trends-2025.md')
  const article = readFileSync(file, 'utf8')
  writeFileSync(file, article.replace(/^ {2}- [A-Z].*$/m, '  - Cooking'))
  const dist = readFileSync(join(copy, 'dist', 'index.html'), 'utf8')
  try {
    // Without SKIP_BUILD: the sources are newer than the build, so it builds first, and that build fails.
    await running(async (port, cms) => {
      expect(cms.output()).toContain('content/blog/remote-work-trends-2025.md: tags.0: unknown tag "Cooking"')
      expect(cms.output()).toContain('build: the site was not rebuilt; dist/ still holds the last good build')
      expect(await (await fetch(`http://127.0.0.1:${port}/admin`)).text()).toContain('decap-cms.js')
      expect((await fetch(`http://127.0.0.1:${port}/admin/config.yml`)).status).toBe(200)
      const statuses = await Promise.all(
        pages
          .filter((page) => !page.notFoundFile)
          .map(async (page) => [page.path, (await fetch(`http://127.0.0.1:${port}${page.path}`)).status] as const),
      )
      expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
      expect(readFileSync(join(copy, 'dist', htmlFileForPath('/')), 'utf8')).toBe(dist)
    }, {})
  } finally {
    writeFileSync(file, article)
  }
}, 180_000)
