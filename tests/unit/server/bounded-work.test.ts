import { createRequire, syncBuiltinESMExports } from 'node:module'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createFixtureSite, rawRequest, requestText, startServer } from './fixture-site.ts'

/**
 * A long unknown path must cost the server no more than a short one (issue 49): the nearest 404.html comes from the
 * build's list of them, not from a look on disk at every parent folder. Counted in file system calls, which any
 * load on the machine leaves unchanged, and timed in the process's own CPU time over many requests.
 */

// 1,000 segments, within the 2,048 characters the server accepts.
const LONG = `/blogs/${'x/'.repeat(998)}y`
const SHORT = '/blogs/x/y'
const FS_CALLS = ['realpathSync', 'statSync', 'lstatSync', 'existsSync', 'readdirSync', 'readFileSync'] as const

let site: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  site = await startServer(createFixtureSite())
})

afterAll(async () => {
  await site.close()
})

const get = (target: string) => rawRequest(site.port, requestText(target))

/** The file system calls made while `run` runs, through node:fs as every module imports it. */
async function fileSystemCalls(run: () => Promise<unknown>): Promise<Array<string>> {
  const fs = createRequire(import.meta.url)('node:fs') as Record<string, (...args: Array<unknown>) => unknown>
  const originals = FS_CALLS.map((name) => [name, fs[name]!] as const)
  const calls: Array<string> = []
  for (const [name, original] of originals) {
    fs[name] = (...args: Array<unknown>) => {
      calls.push(name)
      return original(...args)
    }
  }
  syncBuiltinESMExports()
  try {
    await run()
  } finally {
    for (const [name, original] of originals) fs[name] = original
    syncBuiltinESMExports()
  }
  return calls
}

test('a 1,000-segment unknown path is answered with the same file system calls as a 3-segment one', async () => {
  const [short, long] = [await get(SHORT), await get(LONG)]
  expect([short.status, long.status]).toEqual([404, 404])
  expect(long.body.toString()).toContain('<h1>Blog Post Not Found</h1>')
  const shortCalls = await fileSystemCalls(() => get(SHORT))
  const longCalls = await fileSystemCalls(() => get(LONG))
  expect(shortCalls.length).toBeGreaterThan(0)
  expect(longCalls).toEqual(shortCalls)
})

test('a 1,000-segment unknown path takes at most twice the CPU time of a short 404, over many requests', async () => {
  const ROUNDS = 9
  const PER_ROUND = 10
  const cpuTime = async (target: string) => {
    const before = process.cpuUsage()
    for (let index = 0; index < PER_ROUND; index++) await get(target)
    const { user, system } = process.cpuUsage(before)
    return user + system
  }
  const short: Array<number> = []
  const long: Array<number> = []
  // Alternating rounds, so whatever else the machine does falls on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    short.push(await cpuTime(SHORT))
    long.push(await cpuTime(LONG))
  }
  const median = (values: Array<number>) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const [longTime, shortTime] = [median(long), median(short)]
  expect(longTime, `${PER_ROUND} long: ${longTime} µs, ${PER_ROUND} short: ${shortTime} µs`).toBeLessThanOrEqual(2 * shortTime)
}, 60_000)
