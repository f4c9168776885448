import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { projectRoot } from '../../../server/build-state.ts'
import { createFixtureSite, rawRequest, requestText } from './fixture-site.ts'

/** The server's default log, as `npm start` writes it: one line per request on stdout (DESIGN.md §6). */

const SERVE_ON_STDOUT = `
import { createStaticServer } from ${JSON.stringify(join(projectRoot, 'server', 'static-server.ts'))}
const server = createStaticServer(process.env.SITE)
server.listen(0, '127.0.0.1', () => process.send(server.address().port))
`

test('the default log writes one line per request to stdout while the server keeps running', async () => {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVE_ON_STDOUT], {
    cwd: projectRoot,
    env: { ...process.env, SITE: createFixtureSite() },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  let stdout = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  try {
    const port = await new Promise<number>((resolve) => child.once('message', (message) => resolve(Number(message))))
    const paths = Array.from({ length: 30 }, (_, index) => (index % 3 === 0 ? `/no-such-page-${index}` : `/about?n=${index}`))
    await Promise.all(paths.map((path) => rawRequest(port, requestText(path))))
    await vi.waitFor(() => expect(stdout.split('\n').filter(Boolean)).toHaveLength(paths.length))
    const lines = stdout.trimEnd().split('\n')
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/\S+ (200|404) \d+\.\dms$/)
    expect(lines.map((line) => line.split(' ')[2]).sort()).toEqual([...paths].sort())
  } finally {
    child.kill()
  }
})
