import { request } from 'node:https'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createFixtureSite, startHttpsServer } from './fixture-site.ts'

/** The production handler behind HTTPS (DESIGN.md §6): HSTS on every answer, which plain HTTP never carries. */

let site: Awaited<ReturnType<typeof startHttpsServer>>

beforeAll(async () => {
  site = await startHttpsServer(createFixtureSite())
})

afterAll(async () => {
  await site.close()
})

function send(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    // The path goes out as written: a URL would normalise `/%2e%2e/` away.
    const req = request({ host: '127.0.0.1', port: site.port, path, method, ca: site.certificate }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

test('over HTTPS every answer carries HSTS for two years with subdomains', async () => {
  const answers = [
    await send('/'),
    await send('/assets/app-abc123.js'),
    await send('/about/'),
    await send('/blogs/no-such-post'),
    await send('/%2e%2e/'),
    await send('/about', 'DELETE'),
  ]
  expect(answers.map((reply) => reply.status)).toEqual([200, 200, 301, 404, 400, 405])
  for (const reply of answers) {
    expect(reply.headers['strict-transport-security'], String(reply.status)).toBe('max-age=63072000; includeSubDomains')
    expect(reply.headers['cross-origin-resource-policy'], String(reply.status)).toBe('same-origin')
  }
})
