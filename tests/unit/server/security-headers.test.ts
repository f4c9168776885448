import { expect, test } from 'vitest'
import {
  securityHeadersFor,
  cacheControlFor,
  BASE_SECURITY_HEADERS,
  renderHeadersFile,
  SEARCH_WORKER_POLICY,
} from '../../../server/security-headers.ts'

/** The `_headers` file as rules: each path pattern with its header lines. */
function rulesOf(file: string): Map<string, Array<string>> {
  const rules = new Map<string, Array<string>>()
  let current: Array<string> = []
  for (const line of file.split('\n')) {
    if (line === '') continue
    if (!line.startsWith(' ')) rules.set(line, (current = []))
    else current.push(line.trim())
  }
  return rules
}

/** Whether a `_headers` pattern (one trailing splat at most) matches a path. */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path
}

const rules = rulesOf(renderHeadersFile())

function cdnCacheControl(path: string): string | undefined {
  const lines = [...rules].filter(([pattern]) => matches(pattern, path)).flatMap(([, lines]) => lines)
  return lines.find((line) => line.startsWith('Cache-Control:'))?.slice('Cache-Control: '.length)
}

test('_headers and our server cache exactly the same paths for a year', () => {
  const paths = [
    '/assets/root-abc.js',
    '/pagefind/fragment/en_1234567.pf_fragment',
    '/pagefind/index/en_1234567.pf_index',
    '/pagefind/filter/en_1234567.pf_filter',
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-worker.js',
    '/pagefind/pagefind-entry.json',
    '/pagefind/wasm.en.pagefind',
    '/blogs',
    '/robots.txt',
  ]
  for (const path of paths) {
    const ours = cacheControlFor(path)
    // On a CDN, a path no rule caches keeps the host's default revalidation.
    expect(cdnCacheControl(path) ?? 'no-cache', path).toBe(ours)
  }
  expect(paths.filter((path) => cacheControlFor(path).includes('immutable'))).toEqual(paths.slice(0, 4))
})

test('_headers gives the search worker the same added policy our server sends', () => {
  const worker = rules.get('/pagefind/pagefind-worker.js')
  expect(worker).toEqual([`Content-Security-Policy: ${SEARCH_WORKER_POLICY}`])
  const shared = rules
    .get('/*')!
    .find((line) => line.startsWith('Content-Security-Policy: '))!
    .slice('Content-Security-Policy: '.length)
  expect(securityHeadersFor('/pagefind/pagefind-worker.js')['Content-Security-Policy']).toBe(`${shared}, ${SEARCH_WORKER_POLICY}`)
  expect(securityHeadersFor('/pagefind/pagefind.js')['Content-Security-Policy']).toBe(shared)
})

test("no policy but the search worker's allows WebAssembly or eval", () => {
  expect(BASE_SECURITY_HEADERS['Content-Security-Policy']).not.toMatch(/unsafe-eval/)
  expect(renderHeadersFile().match(/wasm-unsafe-eval/g)).toHaveLength(1)
})

test('_headers gives every path HSTS for two years with subdomains and a same-origin resource policy', () => {
  expect(rules.get('/*')).toEqual(
    expect.arrayContaining([
      'Strict-Transport-Security: max-age=63072000; includeSubDomains',
      'Cross-Origin-Resource-Policy: same-origin',
    ]),
  )
  // Once: a second HSTS line from another rule would make hosts join two values, which browsers reject.
  expect(renderHeadersFile().match(/Strict-Transport-Security/g)).toHaveLength(1)
})
