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
    { name: 'site', testIgnore: /\/cms[\w-]*\.spec\.ts$/ },
    // Each CMS spec starts Decap's local backend on its one port (src/lib/cms.ts): one CMS spec at a time.
    { name: 'cms', testMatch: /\/cms[\w-]*\.spec\.ts$/, workers: 1 },
  ],
})
