import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../../server/build-state.ts'
import { freePort } from '../../server/loopback.ts'
import { startProcess, stopProcess, waitForAnswer } from '../support/net.ts'

/** `npm start` (server/start.ts) over the built site; the parity checks (parity.test.ts) run against the same command. */

function start(port: number) {
  return startProcess('npm start', [join(projectRoot, 'server', 'start.ts')], {
    cwd: projectRoot,
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
