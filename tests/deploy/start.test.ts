import { spawn } from 'node:child_process'
import { readFileSync, readlinkSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '../../server/loopback.ts'
import { startProcess, stopProcess, waitForAnswer } from '../support/net.ts'
import { siteCopy } from '../support/site-copy.ts'

/** `npm start` (server/start.ts) over a copy of the fixture site; the parity checks (parity.test.ts) run the same command. */

let copy = ''
beforeAll(async () => {
  copy = await siteCopy('start-')
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

function start(port: number) {
  return startProcess('npm start', [join(copy, 'server', 'start.ts')], {
    cwd: copy,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port) },
  })
}

test.each(['SIGTERM', 'SIGINT'] as const)(
  'npm start serves from one process, logs each request on one line, and %s stops it with exit code 0',
  async (signal) => {
    const port = await freePort()
    const server = start(port)
    try {
      await waitForAnswer(server, `http://127.0.0.1:${port}/`)
      expect((await fetch(`http://127.0.0.1:${port}/pricing`)).status).toBe(200)
      expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404)
      expect(readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').trim()).toBe('')
      server.child.kill(signal)
      expect(await server.exited).toBe(0)
      const lines = server.output().trimEnd().split('\n')
      expect(lines[0]).toBe(`TandemDesk site: http://127.0.0.1:${port}`)
      expect(lines).toContainEqual(expect.stringMatching(/^\S+Z GET \/pricing 200 [\d.]+ms$/))
      expect(lines).toContainEqual(expect.stringMatching(/^\S+Z GET \/no-such-page 404 [\d.]+ms$/))
      expect(lines.at(-1)).toBe(`${signal} received, closing the server`)
    } finally {
      await stopProcess(server)
    }
  },
)

test('a port already in use stops npm start with one line saying so and no stack trace', async () => {
  const port = await freePort()
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
  const server = start(port)
  try {
    expect(await server.exited).toBe(1)
    expect(server.output().trim()).toBe(
      `error: cannot listen on http://127.0.0.1:${port}: another program is listening there (set PORT to use another)`,
    )
  } finally {
    taken.close()
    await stopProcess(server)
  }
})

test('a rebuild under a running npm start never leaves a page or its stylesheet unanswered, then serves the new build', async () => {
  const port = await freePort()
  const server = start(port)
  try {
    await waitForAnswer(server, `http://127.0.0.1:${port}/`)
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await (await fetch(`http://127.0.0.1:${port}/`)).text())![1]!
    const paths = ['/', '/pricing', '/blogs', '/services/sales', stylesheet]
    const before = readlinkSync(join(copy, 'dist'))
    const build = spawn('npm', ['run', '--silent', 'build'], { cwd: copy, stdio: 'ignore' })
    const built = new Promise<number | null>((resolve) => build.on('exit', resolve))
    let done = false
    void built.then(() => (done = true))
    const failures: Array<string> = []
    let answered = 0
    while (!done) {
      for (const path of paths) {
        const status = (await fetch(`http://127.0.0.1:${port}${path}`)).status
        answered += 1
        if (status !== 200) failures.push(`${path} ${status}`)
      }
    }
    expect(await built).toBe(0)
    expect(failures).toEqual([])
    expect(answered).toBeGreaterThan(100)
    expect(readlinkSync(join(copy, 'dist'))).not.toBe(before)
    expect((await fetch(`http://127.0.0.1:${port}/pricing`)).status).toBe(200)
  } finally {
    await stopProcess(server)
  }
}, 180_000)
