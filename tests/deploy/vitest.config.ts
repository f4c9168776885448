import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

/** Only for `npm run test:deploy` (tests/deploy/run.ts), which starts the servers these checks talk to. */
export default defineConfig({
  root: resolve(import.meta.dirname, '..', '..'),
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
