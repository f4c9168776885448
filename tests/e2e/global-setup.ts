import { createStaticServer } from '../../server/static-server.ts'
import { close, listen } from '../../server/loopback.ts'
import { ensureFixtureBuild } from '../support/fixture-build.ts'

/**
 * Serves the fixture preview build (tests/support/fixture-build.ts; built first when missing or stale) with the
 * production server on a free loopback port for the whole run, and hands its address to the workers. The launched
 * build is made here too, so that workers reading it (analytics.spec.ts) never build the same folder at once.
 */
export default async function globalSetup() {
  const [preview] = await Promise.all([ensureFixtureBuild('preview'), ensureFixtureBuild('launched')])
  const server = createStaticServer(preview, { log: null })
  process.env.E2E_BASE_URL = `http://127.0.0.1:${await listen(server)}`
  return () => close(server)
}
