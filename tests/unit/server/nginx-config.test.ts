import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { NOT_FOUND_PAGES } from '#src/collections/page-paths.ts'
import { projectRoot } from '../../../server/build-state.ts'
import {
  BASE_SECURITY_HEADERS,
  IMMUTABLE_CACHE,
  IMMUTABLE_FOLDERS,
  REVALIDATE_CACHE,
  SEARCH_WORKER_PATH,
  securityHeadersFor,
  STRICT_TRANSPORT_SECURITY,
} from '../../../server/security-headers.ts'

/**
 * deploy/nginx/tandemdesk.conf states by hand what server/security-headers.ts and the build decide; these checks hold
 * the two equal. How nginx then answers is judged by `npm run test:deploy` beside our server.
 */

const config = readFileSync(join(projectRoot, 'deploy', 'nginx', 'tandemdesk.conf'), 'utf8')

const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1')

/** The entries of `map <source> $<name> { … }`, in order, as [key, value]. */
function mapEntries(name: string): Array<[string, string]> {
  const body = new RegExp(`^map \\S+ \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`, 'm').exec(config)?.[1]
  expect(body, `map $${name}`).toBeDefined()
  return body!.split('\n').map((line) => {
    const [, key = '', value = ''] = /^\s*(\S+) (.*);$/.exec(line) ?? []
    return [key, unquote(value)]
  })
}

test("nginx adds each of the headers module's headers on every answer, at server level, with the same values", () => {
  const serverLevel = config.slice(config.indexOf('server {'), config.indexOf('  location '))
  const added = Object.fromEntries(
    [...serverLevel.matchAll(/^ {2}add_header (\S+) (.+) always;$/gm)].map(([, name = '', value = '']) => [name, unquote(value)]),
  )
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    expect(added[name], name).toBe(name === 'Content-Security-Policy' ? '$tandemdesk_csp' : value)
  }
  expect(config.slice(config.indexOf('  location ')).includes('add_header')).toBe(false)
  expect(added['Strict-Transport-Security']).toBe('$tandemdesk_hsts')
  expect(mapEntries('tandemdesk_hsts')).toEqual([
    ['on', STRICT_TRANSPORT_SECURITY],
    ['default', ''],
  ])
})

test('nginx sends the shared policy everywhere and the search worker its added one', () => {
  expect(mapEntries('tandemdesk_csp')).toEqual([
    [SEARCH_WORKER_PATH, securityHeadersFor(SEARCH_WORKER_PATH)['Content-Security-Policy']],
    ['default', BASE_SECURITY_HEADERS['Content-Security-Policy']],
  ])
})

test('nginx caches for a year exactly the folders our server does', () => {
  expect(mapEntries('tandemdesk_cache_control')).toEqual([
    ...IMMUTABLE_FOLDERS.map((folder) => [`~^${folder}`, IMMUTABLE_CACHE]),
    ['default', REVALIDATE_CACHE],
  ])
})

test("nginx answers unknown URLs with the build's nearest 404 page, deepest folder first", () => {
  const nested = NOT_FOUND_PAGES.map((page) => page.notFoundFile)
    .filter((file) => file.includes('/'))
    .sort((a, b) => b.length - a.length)
  expect(mapEntries('tandemdesk_not_found')).toEqual([
    ...nested.map((file) => [`~^/${file.slice(0, -'404.html'.length)}`, `/${file}`]),
    ['default', '/404.html'],
  ])
})
