/**
 * The site's security headers, in one place (DESIGN.md §6): the production server sends them and
 * scripts/postbuild.ts writes them into dist/_headers for CDNs, so every host answers with the same set. Each
 * page's script hashes travel inside the page, in the CSP meta tag Astro writes (docs/decisions/020-lean-article-pages.md).
 */

/** Directives a <meta> CSP cannot carry (frame-ancestors), and two Astro's policy leaves out: sent on every response. */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]

/**
 * Headers every response carries, whatever its type, pages included: the same set `_headers` gives every path on a
 * CDN, with the CSP directives a meta tag cannot carry. A page's script policy is the meta tag Astro writes first in
 * its head (security.csp in astro.config.ts); browsers enforce both policies.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // No Cross-Origin-Opener-Policy: measured beside the same pages without it, it multiplied their blocking time
  // (docs/decisions/016-astro-islands.md), and the site opens no cross-origin window it would need to sever.
  // No other site needs to embed our files; this keeps them out of other origins' no-cors requests (Spectre).
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': HEADER_ONLY_DIRECTIVES.join('; '),
}

/**
 * HSTS, two years with subdomains. Sent only over HTTPS: CDNs serve the site over HTTPS, so `_headers` carries it,
 * while `npm start` speaks plain HTTP, where browsers ignore the header (RFC 6797 §8.1), and does not send it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const REVALIDATE_CACHE = 'no-cache'

/**
 * Folders whose file names change whenever their content does: Vite's hashed build assets and the chunks of the
 * blog's search index (Pagefind names them by a hash of their content). Pagefind's entry points (pagefind.js, its
 * worker, pagefind-entry.json, the WebAssembly) keep their names from build to build, so they are revalidated.
 */
export const IMMUTABLE_FOLDERS: ReadonlyArray<string> = [
  '/assets/',
  '/pagefind/fragment/',
  '/pagefind/index/',
  '/pagefind/filter/',
]

/** Content-addressed files never change under their name; everything else is revalidated. */
export function cacheControlFor(pathname: string): string {
  return IMMUTABLE_FOLDERS.some((folder) => pathname.startsWith(folder)) ? IMMUTABLE_CACHE : REVALIDATE_CACHE
}

/**
 * Pagefind's web worker, where the blog search compiles its WebAssembly (docs/decisions/013-blog-search-with-pagefind.md).
 * A dedicated worker loaded from a URL is governed by the policy of its own response, not by the page's (CSP3),
 * so `'wasm-unsafe-eval'` is granted to this one script and to no page: it cannot evaluate JavaScript, load
 * scripts from elsewhere or fetch anything but our own files.
 */
export const SEARCH_WORKER_PATH = '/pagefind/pagefind-worker.js'
export const SEARCH_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'"

/**
 * Headers for any file served, pages included. The search worker adds its own policy to the one every response
 * carries, joined with a comma exactly as CDNs join a header set by two matching `_headers` rules: two policies,
 * both enforced.
 */
export function securityHeadersFor(pathname: string): Record<string, string> {
  if (pathname !== SEARCH_WORKER_PATH) return { ...BASE_SECURITY_HEADERS }
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': `${BASE_SECURITY_HEADERS['Content-Security-Policy']}, ${SEARCH_WORKER_POLICY}`,
  }
}

/**
 * The CDN rules file (Cloudflare Pages, Netlify). Hosts add every matching rule's headers, so `/*` carries only
 * what every response shares (HSTS too: these hosts serve HTTPS), pages carry their script hashes in their own CSP
 * meta tag, HTML keeps the host's default revalidation, and the search worker's rule adds its policy.
 */
export function renderHeadersFile(): string {
  const shared = { ...BASE_SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
  const base = Object.entries(shared).map(([name, value]) => `  ${name}: ${value}`)
  const immutable = IMMUTABLE_FOLDERS.flatMap((folder) => [`${folder}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`, ''])
  const worker = [SEARCH_WORKER_PATH, `  Content-Security-Policy: ${SEARCH_WORKER_POLICY}`, '']
  return ['/*', ...base, '', ...immutable, ...worker].join('\n')
}
