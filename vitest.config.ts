import { defineConfig } from 'vitest/config'
import { siteChrome } from './scripts/site-chrome.ts'

export default defineConfig({
  // Island code reads the site record from this build-time module.
  plugins: [siteChrome()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 30_000,
  },
})
