import { defineConfig } from 'vitest/config'
import { siteChrome } from './scripts/site-chrome.ts'

export default defineConfig({
  // Island code reads the site record from this build-time module.
  plugins: [siteChrome()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['tests/unit/setup.ts'] } },
      // The build checks read dist/ (the preview as shipped) and a production build with every value supplied.
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/build/launch-build.ts'],
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
