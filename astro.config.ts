import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { siteBuild } from './scripts/site-build.ts'
import { siteChrome } from './scripts/site-chrome.ts'
import { NOT_FOUND_LOG_SCRIPT } from './src/lib/not-found-log.ts'
import { SPECULATION_RULES } from './src/lib/speculation-rules.ts'
import { site } from './src/site.ts'
import { sha256Source } from './server/security-headers.ts'

// Every URL is an HTML file at build time; React renders every component, and only islands hydrate (DESIGN.md §1,
// docs/decisions/016-astro-islands.md).
export default defineConfig({
  site: site.url,
  output: 'static',
  // `/about` is about.html, so static hosts serve it without a redirect to `/about/` (DESIGN.md §5).
  trailingSlash: 'never',
  build: { format: 'file', assets: 'assets' },
  integrations: [
    react(),
    // The header's `client:interaction` directive, artwork, search index, headers, compression.
    siteBuild(),
  ],
  vite: {
    plugins: [tailwindcss(), siteChrome()],
    // Inline nothing: the CSP allows scripts by hash only, and images stay cacheable files.
    build: { assetsInlineLimit: 0 },
  },
  devToolbar: { enabled: false },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        `frame-src ${site.forms.origin}`,
        "manifest-src 'self'",
      ],
      // Astro hashes its own scripts; ours written inline are the prefetch rules and the 404 page's path log.
      scriptDirective: {
        hashes: [sha256Source(JSON.stringify(SPECULATION_RULES)), sha256Source(NOT_FOUND_LOG_SCRIPT)],
      },
      // Radix positions its popovers with style attributes.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
})
