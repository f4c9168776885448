// One set of security headers for every host: our server, dist/_headers (scripts/site-build.ts) and nginx (DESIGN.md §6;
// deploy/nginx/tandemdesk.conf repeats them, held equal by tests/unit/server/nginx-config.test.ts).

// In every page's own policy too (astro.config.ts), so they hold on hosts that ignore `_headers`.
export const PAGE_POLICY_DIRECTIVES = ["object-src 'none'", "base-uri 'self'", "form-action 'self'"] as const
// A <meta> policy cannot carry frame-ancestors; the header also covers files without a policy of their own (an SVG).
const HEADER_POLICY = ["frame-ancestors 'none'", ...PAGE_POLICY_DIRECTIVES]

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // No Cross-Origin-Opener-Policy: it multiplied the pages' blocking time (docs/decisions/016-astro-islands.md).
  // Keeps our files out of other origins' no-cors requests (Spectre).
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': HEADER_POLICY.join('; '),
}

// Only over HTTPS: browsers ignore it over plain HTTP (RFC 6797 §8.1), which `npm start` speaks.
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const REVALIDATE_CACHE = 'no-cache'

// Pagefind's entry points (pagefind.js, its worker, the WebAssembly) keep their names across builds, so are revalidated.
export const IMMUTABLE_FOLDERS: ReadonlyArray<string> = [
  '/assets/',
  '/pagefind/fragment/',
  '/pagefind/index/',
  '/pagefind/filter/',
]

export function cacheControlFor(pathname: string): string {
  return IMMUTABLE_FOLDERS.some((folder) => pathname.startsWith(folder)) ? IMMUTABLE_CACHE : REVALIDATE_CACHE
}

// A worker from a URL runs under its own response's CSP (CSP3): only it gets wasm-unsafe-eval (docs/decisions/013-blog-search-with-pagefind.md).
export const SEARCH_WORKER_PATH = '/pagefind/pagefind-worker.js'
export const SEARCH_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'"

// Joined with a comma, as CDNs join a header set by two matching `_headers` rules: both policies are enforced.
export function securityHeadersFor(pathname: string): Record<string, string> {
  if (pathname !== SEARCH_WORKER_PATH) return { ...BASE_SECURITY_HEADERS }
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': `${BASE_SECURITY_HEADERS['Content-Security-Policy']}, ${SEARCH_WORKER_POLICY}`,
  }
}

// Hosts add every matching rule's headers, so `/*` carries only what every response shares.
export function renderHeadersFile(): string {
  const shared = { ...BASE_SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
  const base = Object.entries(shared).map(([name, value]) => `  ${name}: ${value}`)
  const immutable = IMMUTABLE_FOLDERS.flatMap((folder) => [`${folder}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`, ''])
  const worker = [SEARCH_WORKER_PATH, `  Content-Security-Policy: ${SEARCH_WORKER_POLICY}`, '']
  return ['/*', ...base, '', ...immutable, ...worker].join('\n')
}
