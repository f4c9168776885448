import { readFileSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createFixtureSite, rawRequest, requestText, SECRETS, startServer, type RawReply } from './fixture-site.ts'

/**
 * Hostile and malformed requests, one test per class, sent as raw bytes so no client tidies them up first
 * (DESIGN.md §6). Each must get its refusal, leak nothing from outside the site or its hidden files, show no stack
 * trace, and leave the server serving.
 */

const STACK_TRACE = /\n\s+at |node:internal|Error: |\/tmp\//
const PASSWD_LINE = 'root:x:0:0'
const HOST_NAME = readFileSync('/etc/hostname', 'utf8').trim()

let root: string
let site: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  root = createFixtureSite()
  const parent = dirname(root)
  symlinkSync('/etc', join(root, 'x'))
  symlinkSync('/etc/hostname', join(root, 'hostname.txt'))
  symlinkSync(parent, join(root, 'up'))
  symlinkSync(join(parent, 'secret.txt'), join(root, 'assets', 'leak-abc123.txt'))
  symlinkSync(join(root, 'robots.txt'), join(root, 'robots-copy.txt'))
  site = await startServer(root)
})

afterAll(async () => {
  await site.close()
})

type Refusal = [request: string, status: number]

async function expectRefused(refusals: ReadonlyArray<Refusal>) {
  for (const [request, status] of refusals) {
    const label = request.split('\r\n')[0]!.slice(0, 120)
    const reply = await rawRequest(site.port, request)
    expect(reply.status, label).toBe(status)
    expectNothingLeaked(reply, label)
  }
  const home = await rawRequest(site.port, requestText('/'))
  expect(home.status, 'the home page afterwards').toBe(200)
}

function expectNothingLeaked(reply: RawReply, label: string) {
  for (const secret of [...SECRETS, PASSWD_LINE]) expect(reply.raw, label).not.toContain(secret)
  if (HOST_NAME.length >= 4) expect(reply.body.toString(), label).not.toContain(HOST_NAME)
  expect(reply.body.toString(), label).not.toMatch(STACK_TRACE)
  // A redirect only ever points into the site: one slash, then neither a slash nor a backslash.
  if (reply.headers.location !== undefined) expect(reply.headers.location, label).toMatch(/^\/(?![/\\])/)
}

const get = (target: string, headers: Record<string, string> = {}) => requestText(target, { headers })

test('path traversal, plain, percent-encoded, double-encoded, overlong or with backslashes, is refused', async () => {
  await expectRefused([
    [get('/../secret.txt'), 400],
    [get('/../../../../../../etc/passwd'), 400],
    [get('/assets/../../secret.txt'), 400],
    [get('/%2e%2e/secret.txt'), 400],
    [get('/%2E%2E/%2E%2E/etc/passwd'), 400],
    [get('/..%2fsecret.txt'), 400],
    [get('/%2e%2e%2f%2e%2e%2fsecret.txt'), 400],
    [get('/%252e%252e/%252e%252e/secret.txt'), 404],
    [get('/%252e%252e%252fsecret.txt'), 404],
    [get('/%c0%ae%c0%ae/secret.txt'), 400],
    [get('/%e0%80%ae%e0%80%ae/secret.txt'), 400],
    [get('/..\\secret.txt'), 400],
    [get('/assets\\..\\..\\secret.txt'), 400],
    [get('/..%5csecret.txt'), 400],
    [get('/./about'), 400],
    [get('/assets/..'), 400],
    [get('https://evil.example/..%2fsecret.txt'), 400],
  ])
})

test('NUL bytes and other control characters in the path are refused', async () => {
  await expectRefused([
    [get('/about%00'), 400],
    [get('/about%00.html'), 400],
    [get('/about\0.html'), 400],
    [get('/about%c0%80'), 400],
    [get('/%2500'), 404],
    [get('/%7f'), 400],
    [get('/about/%0d%0aSet-Cookie:%20pwned=1'), 400],
  ])
  const injected = await rawRequest(site.port, get('/about/%0d%0aSet-Cookie:%20pwned=1'))
  expect(injected.headers['set-cookie']).toBeUndefined()
})

test('symbolic links that lead out of the build answer 404, and a link inside it is served', async () => {
  await expectRefused([
    [get('/x/passwd'), 404],
    [get('/x/hostname'), 404],
    [get('/hostname.txt'), 404],
    [get('/up/secret.txt'), 404],
    [get('/assets/leak-abc123.txt'), 404],
  ])
  expect((await rawRequest(site.port, get('/robots-copy.txt'))).body.toString()).toBe('User-agent: *\nAllow: /\n')
})

test('a file or its compressed copy swapped for a link out of the build after start answers 404', async () => {
  const secret = join(dirname(root), 'secret.txt')
  rmSync(join(root, 'blogs.html'))
  symlinkSync(secret, join(root, 'blogs.html'))
  rmSync(join(root, 'assets', 'app-abc123.js.br'))
  symlinkSync(secret, join(root, 'assets', 'app-abc123.js.br'))
  await expectRefused([
    [get('/blogs'), 404],
    [get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }), 404],
  ])
})

test('dotfiles, source maps, compressed copies, CDN rule files and 404 files by name answer 404', async () => {
  await expectRefused([
    [get('/.env'), 404],
    [get('/.git/config'), 404],
    [get('/%2eenv'), 400],
    [get('/assets/app-abc123.js.map'), 404],
    [get('/assets/app-abc123.js.br'), 404],
    [get('/about.html.gz'), 404],
    [get('/_headers'), 404],
    [get('/404.html'), 404],
  ])
})

test('absurd and malformed request targets are refused, and never redirected off the site', async () => {
  await expectRefused([
    [get(`/${'a'.repeat(5000)}`), 414],
    [get(`/about?q=${'a'.repeat(3000)}`), 414],
    [get('/%'), 400],
    [get('/%ff%fe'), 400],
    [get('/about%u0000'), 400],
    [get('*'), 400],
    [get('about'), 400],
    [get('//evil.example/'), 404],
    [get('///evil.example/about/'), 404],
    [get('/%2f%2fevil.example/'), 400],
    [get('http://evil.example/about/'), 301],
    ['GET /about/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n', 301],
    [get('/about/?next=//evil.example'), 301],
  ])
})

test('absurd headers are refused or ignored, never answered with an error of the server', async () => {
  await expectRefused([
    [get('/', { 'X-Big': 'a'.repeat(20_000) }), 431],
    [get('/', Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`X-H${index}`, 'b'.repeat(100)]))), 431],
    [get('/about', { 'Accept-Encoding': 'x'.repeat(10_000) }), 200],
    [get('/about', { 'Accept-Encoding': 'gzip\x01' }), 400],
    [get('/robots.txt', { Range: 'bytes=5-1' }), 200],
    [get('/robots.txt', { Range: 'bytes=--1' }), 200],
    [get('/robots.txt', { Range: `bytes=0-${'9'.repeat(30)}` }), 200],
    [get('/robots.txt', { Range: 'bytes=0-1,3-4' }), 200],
    [get('/robots.txt', { Range: 'bytes=100000-' }), 416],
    [get('/robots.txt', { 'If-None-Match': '"'.repeat(5000) }), 200],
    [
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
  ])
})

test('a request with two Host headers is refused, whichever comes first and however it is spelled', async () => {
  await expectRefused([
    ['GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n', 400],
    ['GET /about/ HTTP/1.1\r\nHost: evil.example\r\nhost: 127.0.0.1\r\nConnection: close\r\n\r\n', 400],
    ['GET /no-such-page HTTP/1.1\r\nHOST: 127.0.0.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 400],
  ])
})

test('methods other than GET and HEAD, known or not, are refused', async () => {
  await expectRefused([
    [requestText('/about', { method: 'PUT' }), 405],
    [requestText('/', { method: 'TRACE', headers: { 'X-Probe': 'TRACE_ECHO_MARKER' } }), 405],
    [requestText('*', { method: 'OPTIONS' }), 405],
    [requestText('/about', { method: 'BREW' }), 400],
    [requestText('/about', { method: 'get' }), 400],
  ])
  const trace = await rawRequest(site.port, requestText('/', { method: 'TRACE', headers: { 'X-Probe': 'TRACE_ECHO_MARKER' } }))
  expect(trace.raw).not.toContain('TRACE_ECHO_MARKER')
})
