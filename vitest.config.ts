import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      // The files of a worker share its modules, so the content fixtures load once per worker, not once per file; no
      // file leaves a global changed (a stub, a spy, fake timers) past its own tests, which shuffled runs confirm.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
        },
      },
      // The build checks read dist/ (the preview as shipped) and a production build with every value supplied. They
      // only read, so the files of a worker share their modules, and each build is parsed once (built-pages.ts).
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/build/global-setup.ts'],
          hookTimeout: 300_000,
        },
      },
      // What a change of content can break (`npm run test:content`, each CMS pull request): the owner's content/, built.
      {
        test: {
          name: 'content',
          include: ['tests/content/**/*.test.ts'],
          globalSetup: ['tests/content/global-setup.ts'],
          hookTimeout: 300_000,
        },
      },
      // Our server, Cloudflare's runtime and nginx over the fixture preview build (`npm run test:deploy`, docs/deploy.md),
      // started once for every file by the setup.
      {
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          globalSetup: ['tests/deploy/global-setup.ts'],
          hookTimeout: 300_000,
          testTimeout: 60_000,
        },
      },
      // Firefox and WebKit (Debian's), one page per template (tests/engines, decision 045): one file per engine, the
      // two side by side; each drives one browser through its checks in order.
      {
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/global-setup.ts'],
          hookTimeout: 300_000,
          testTimeout: 60_000,
          // A first tap hydrates an island: on a loaded 2-core machine that took seconds in WebKit.
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: 2,
        },
      },
    ],
  },
})
