import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { siteBuild } from './scripts/site-build.ts'
import { PAGE_POLICY_DIRECTIVES } from './server/security-headers.ts'

// Every URL is an HTML file at build time; only islands hydrate (DESIGN.md §1, docs/decisions/016-astro-islands.md).
export default defineConfig({
  output: 'static',
  // `/about` is about.html, so static hosts serve it without a redirect to `/about/` (DESIGN.md §5).
  trailingSlash: 'never',
  build: { format: 'file', assets: 'assets' },
  integrations: [react(), siteBuild()],
  vite: {
    plugins: [tailwindcss()],
    // The CSP allows scripts by hash only, and images stay cacheable files.
    build: { assetsInlineLimit: 0 },
  },
  // Articles render through our own pipeline (src/lib/markdown.server.ts), never Astro's.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        // With visit counting on, the layout adds the counting service's origin (src/lib/analytics.ts).
        "connect-src 'self'",
        "manifest-src 'self'",
        ...PAGE_POLICY_DIRECTIVES,
      ],
      // No other site's script: analytics too is a script of our own (src/lib/analytics.ts).
      scriptDirective: { resources: ["'self'"] },
      // Style attributes only (Radix positions its popovers with them): a <style> element needs its hash.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
})
