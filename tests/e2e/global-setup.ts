import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildDir } from '../../server/build-state.ts'
import { createStaticServer } from '../../server/static-server.ts'
import { close, listen } from '../../server/loopback.ts'

/**
 * Starts the production server over dist/ on a free loopback port for the whole run and hands its
 * address to the workers through the environment.
 */
export default async function globalSetup() {
  if (!existsSync(resolve(buildDir, 'index.html'))) throw new Error('No build: run `npm run build` before the end-to-end tests.')
  const server = createStaticServer(buildDir, { log: null })
  process.env.E2E_BASE_URL = `http://127.0.0.1:${await listen(server)}`
  return () => close(server)
}
