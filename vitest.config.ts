import { defineConfig } from 'vitest/config'

export default defineConfig({
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
