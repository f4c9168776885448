import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { projectRoot } from '../../server/build-state.ts'

/**
 * `npm start` (server/start.ts) over the built site: worker processes that share one port, a worker that dies is
 * replaced, and SIGTERM closes them all. The parity checks (parity.test.ts) run against the same command.
 */

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [join(projectRoot, 'server', 'start.ts')], {
    cwd: projectRoot,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

function workerPids(pid: number): Array<number> {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('npm start runs the workers asked for on one port, replaces one that dies, and closes all on SIGTERM', async () => {
  const port = await freePort()
  const server = start({ PORT: String(port), WORKERS: '2' })
  try {
    await vi.waitFor(() => expect(server.output()).toContain(`http://127.0.0.1:${port} (2 worker processes)`), {
      timeout: 20_000,
    })
    const first = workerPids(server.child.pid!)
    expect(first).toHaveLength(2)
    const pages = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/pricing`)))
    expect(pages.map((page) => page.status)).toEqual(Array(20).fill(200))

    process.kill(first[0]!, 'SIGKILL')
    // The new worker can be running before the primary's log line has crossed the pipe: wait for both.
    await vi.waitFor(
      () => {
        const now = workerPids(server.child.pid!)
        expect(now).toHaveLength(2)
        expect(now).not.toContain(first[0])
        expect(server.output()).toMatch(new RegExp(`error: worker ${first[0]} exited \\(SIGKILL\\), starting another`))
      },
      { timeout: 20_000 },
    )
    expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404)

    const workers = workerPids(server.child.pid!)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(workers.filter(isRunning)).toEqual([])
  } finally {
    server.child.kill('SIGKILL')
  }
})

test('WORKERS=1 serves from a single process', async () => {
  const port = await freePort()
  const server = start({ PORT: String(port), WORKERS: '1' })
  try {
    await vi.waitFor(() => expect(server.output()).toContain(`TandemDesk site: http://127.0.0.1:${port}\n`), {
      timeout: 20_000,
    })
    expect(workerPids(server.child.pid!)).toEqual([])
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  } finally {
    server.child.kill('SIGKILL')
  }
})

test('a WORKERS value that is not a whole number of at least 1 stops the start with a message', async () => {
  const server = start({ PORT: String(await freePort()), WORKERS: 'many' })
  expect(await server.exited).not.toBe(0)
  expect(server.output()).toContain('WORKERS must be a whole number of at least 1, not "many"')
})

test('a port already in use stops npm start with one line saying so, and no worker is started again', async () => {
  const port = await freePort()
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
  try {
    const server = start({ PORT: String(port), WORKERS: '2' })
    try {
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`error: cannot listen on http://127.0.0.1:${port}: another program is listening there`)
      expect(server.output()).not.toContain('starting another')
      expect(server.output()).not.toMatch(/^\s+at /m)
    } finally {
      server.child.kill('SIGKILL')
    }
    const single = start({ PORT: String(port), WORKERS: '1' })
    expect(await single.exited).toBe(1)
    expect(single.output()).toContain(`error: cannot listen on http://127.0.0.1:${port}`)
    expect(single.output()).not.toMatch(/^\s+at /m)
  } finally {
    taken.close()
  }
}, 30_000)
