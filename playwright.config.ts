import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'off',
    serviceWorkers: 'block',
  },
  projects: [
    // Each CMS spec starts Decap's local backend on its one port (src/lib/cms.ts): one CMS spec at a time. Listed
    // first, so they run beside the site's tests rather than alone after them.
    { name: 'cms', testMatch: /\/cms[\w-]*\.spec\.ts$/, workers: 1 },
    { name: 'site', testIgnore: /\/cms[\w-]*\.spec\.ts$/ },
  ],
})
