import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { closeGracefully } from '../../../server/static-server.ts'
import { createFixtureSite, FIXTURE_FILES, parseReply, rawRequest, requestText, startServer } from './fixture-site.ts'

const STACK_TRACE = /\n\s+at |node:internal|Error: /
/** Every file streamed from disk, as files above the memory limit are: these tests change files under the server. */
const STREAM_ALL = { memoryFileLimit: 0 }

test('streamed: a file deleted after startup answers 404 without a stack trace and the server keeps serving', async () => {
  const root = createFixtureSite()
  const site = await startServer(root, STREAM_ALL)
  try {
    for (const file of ['assets/app-abc123.js', 'assets/app-abc123.js.br', 'assets/app-abc123.js.gz', 'about.html']) {
      rmSync(join(root, file))
    }
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await rawRequest(
        site.port,
        requestText('/assets/app-abc123.js', { headers: { 'Accept-Encoding': encoding } }),
      )
      expect(asset.status).toBe(404)
      expect(asset.body).not.toMatch(STACK_TRACE)
    }
    const page = await rawRequest(site.port, requestText('/about'))
    expect(page.status).toBe(404)
    expect(page.body).toContain('Oops! Page not found')
    expect(page.body).not.toMatch(STACK_TRACE)
    const home = await rawRequest(site.port, requestText('/'))
    expect(home.status).toBe(200)
    expect(home.body).toContain('<h1>Home</h1>')
  } finally {
    await site.close()
  }
})

test('streamed: a precompressed copy deleted after startup falls back to the plain file', async () => {
  const root = createFixtureSite()
  const site = await startServer(root, STREAM_ALL)
  try {
    rmSync(join(root, 'assets/app-abc123.js.br'))
    const reply = await rawRequest(site.port, requestText('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } }))
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.body).toContain('console.log')
  } finally {
    await site.close()
  }
})

test('streamed: a file replaced by a folder after startup answers 404 and the server keeps serving', async () => {
  const root = createFixtureSite()
  const site = await startServer(root, STREAM_ALL)
  try {
    for (const file of ['robots.txt']) {
      rmSync(join(root, file))
      mkdirSync(join(root, file))
    }
    const reply = await rawRequest(site.port, requestText('/robots.txt'))
    expect(reply.status).toBe(404)
    expect(reply.body).not.toMatch(STACK_TRACE)
    expect((await rawRequest(site.port, requestText('/'))).status).toBe(200)
  } finally {
    await site.close()
  }
})

test('streamed: a file rewritten after startup is sent whole with its new length', async () => {
  const root = createFixtureSite()
  const site = await startServer(root, STREAM_ALL)
  try {
    const longer = 'User-agent: *\nDisallow: /private\n'.repeat(50)
    writeFileSync(join(root, 'robots.txt'), longer)
    const reply = await rawRequest(site.port, requestText('/robots.txt'))
    expect(reply.status).toBe(200)
    expect(Number(reply.headers['content-length'])).toBe(longer.length)
    expect(reply.body).toBe(longer)
  } finally {
    await site.close()
  }
})

test('shutting down finishes the responses in flight, then ends the connection and refuses new ones', async () => {
  const big = 'x'.repeat(4 * 1024 * 1024)
  const site = await startServer(createFixtureSite({ ...FIXTURE_FILES, 'assets/big-abc123.bin': big }))
  const socket = connect(site.port, '127.0.0.1')
  const chunks: Array<Buffer> = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  const closedByServer = new Promise<void>((done) => socket.on('close', () => done()))
  // A keep-alive request whose answer outgrows the socket buffers while we do not read: it is in flight as the
  // close begins, and a second request arrives on the same connection after it.
  socket.pause()
  socket.write('GET /assets/big-abc123.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
  await new Promise((done) => setTimeout(done, 150))

  const started = performance.now()
  const closed = closeGracefully(site.server, 10_000)
  await expect(rawRequest(site.port, requestText('/'))).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
  socket.resume()
  await closedByServer
  await closed
  expect(performance.now() - started).toBeLessThan(3000)

  const raw = Buffer.concat(chunks).toString('latin1')
  const first = parseReply(raw)
  expect(first.status).toBe(200)
  expect(first.body.startsWith(big)).toBe(true)
  const second = parseReply(raw.slice(raw.lastIndexOf('HTTP/1.1 200')))
  expect(raw.match(/HTTP\/1\.1 200/g)).toHaveLength(2)
  expect(second.headers.connection).toBe('close')
  expect(second.body).toContain('<h1>Home</h1>')
})

test('clients that hang up mid-request leave no file descriptor open', async () => {
  const site = await startServer(createFixtureSite({ ...FIXTURE_FILES, 'assets/big-abc123.bin': 'y'.repeat(256 * 1024) }))
  const openDescriptors = () => readdirSync('/proc/self/fd').length
  const before = openDescriptors()
  try {
    for (let attempt = 0; attempt < 300; attempt++) {
      const socket = connect(site.port, '127.0.0.1')
      socket.on('error', () => {})
      const path = attempt % 2 ? '/assets/big-abc123.bin' : '/assets/app-abc123.js'
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`)
      // Hang up at different moments: before the file is opened, while it is, and mid-body.
      await new Promise((done) => setTimeout(done, attempt % 3))
      socket.destroy()
    }
    await vi.waitFor(() => expect(openDescriptors() - before).toBeLessThanOrEqual(2), { timeout: 3000 })
    expect((await rawRequest(site.port, requestText('/'))).status).toBe(200)
  } finally {
    await site.close()
  }
})

test('a request Node rejects with 400 while its answer is being prepared is logged as nothing worse', async () => {
  const site = await startServer(
    createFixtureSite({ ...FIXTURE_FILES, 'assets/big-abc123.bin': 'y'.repeat(2 * 1024 * 1024) }),
    STREAM_ALL,
  )
  try {
    // Node hands the request to the handler once its headers are read, then its parser refuses the unknown
    // transfer coding, answers 400 itself and destroys the socket while the file is being opened.
    for (const path of ['/about', '/assets/app-abc123.js', '/assets/big-abc123.bin']) {
      const reply = await rawRequest(
        site.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: xchunked\r\nConnection: close\r\n\r\n`,
      )
      expect(reply.status, path).toBe(400)
    }
    // What the handler does after the socket is gone happens after the client has read the 400.
    await new Promise((done) => setTimeout(done, 200))
    expect(site.logLines.filter((line) => line.startsWith('error'))).toEqual([])
    expect((await rawRequest(site.port, requestText('/'))).status).toBe(200)
  } finally {
    await site.close()
  }
})

test('a file held in memory answers what it held at startup, whole, however the disk changes', async () => {
  const root = createFixtureSite()
  const site = await startServer(root)
  try {
    const before = await rawRequest(site.port, requestText('/robots.txt'))
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nDisallow: /private\n'.repeat(50))
    rmSync(join(root, 'about.html'))
    rmSync(join(root, 'assets/app-abc123.js.br'))
    const after = await rawRequest(site.port, requestText('/robots.txt'))
    expect(after.status).toBe(200)
    expect(after.body).toBe(FIXTURE_FILES['robots.txt'])
    expect(after.headers['content-length']).toBe(String(FIXTURE_FILES['robots.txt']!.length))
    expect(after.headers.etag).toBe(before.headers.etag)
    const page = await rawRequest(site.port, requestText('/about'))
    expect(page.status).toBe(200)
    expect(page.body).toContain('<h1>About</h1>')
    const asset = await rawRequest(site.port, requestText('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } }))
    expect(asset.headers['content-encoding']).toBe('br')
  } finally {
    await site.close()
  }
})
