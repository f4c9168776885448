import type { KnipConfig } from 'knip'

/**
 * `npm run lint` runs knip: an unused or undeclared dependency, an unused file or an unused export fails the lint
 * (issue 18). Entries are what runs on its own: Astro's pages, the hydration directive, the npm scripts' programs
 * and the tests.
 */
export default {
  entry: [
    'src/pages/**/*.{astro,ts}',
    'src/lib/client-interaction.ts',
    // The CMS's scripts: src/pages/admin/{editor,previews}.js.ts bundle them by path.
    'src/cms/{editor.ts,previews.tsx}',
    // The analytics module: src/pages/[analytics].js.ts bundles it by path.
    'src/lib/analytics.client.ts',
    'scripts/{lighthouse,complete-lockfile,format-content}.ts',
    'tests/**/*.{test,spec}.{ts,tsx}',
    // The hosts' functions (the CMS sign-in): Cloudflare Pages and Netlify load them by path.
    'functions/*.ts',
    'netlify/functions/*.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,astro}',
    'scripts/**/*.ts',
    'server/**/*.ts',
    'functions/**/*.ts',
    'netlify/functions/**/*.ts',
    'tests/**/*.{ts,tsx}',
    '*.ts',
  ],
  // A constant or type exported for its tests and used in its own file is part of that module's contract.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Loaded by path, not imported: the artwork's font files, the validator's jar, and servers the scripts start.
    '@fontsource/inter',
    'vnu-jar',
    'wrangler',
    // Imported by src/styles/app.css (`@import 'tailwindcss'`), which knip does not read.
    'tailwindcss',
  ],
  // The W3C validator's runtime, installed by scripts/system-deps.sh, and openssl, which makes
  // the analytics test's stand-in certificate.
  ignoreBinaries: ['java', 'openssl'],
} satisfies KnipConfig
