import type { TestProject } from 'vitest/node'
import { close, listen } from '../../server/loopback.ts'
import { createStaticServer } from '../../server/static-server.ts'
import { launchedSite } from '../fixtures/site.ts'
import { ensureFixtureBuild } from '../support/fixture-build.ts'
import { startFormVendor } from './form-vendor.ts'

/**
 * Serves the fixture builds (tests/support/fixture-build.ts) with the production server, as the e2e layer does: the
 * preview for the page templates, the launched build for its job opening and the form frame; and the form's vendor.
 */
export default async function globalSetup(project: TestProject) {
  const preview = createStaticServer(await ensureFixtureBuild('preview'), { log: null })
  const launched = createStaticServer(await ensureFixtureBuild('launched'), { log: null })
  const vendor = await startFormVendor({
    origin: launchedSite.forms.origin,
    perma: launchedSite.forms.jobApplication.perma,
  })
  project.provide('previewUrl', `http://127.0.0.1:${await listen(preview)}`)
  project.provide('launchedUrl', `http://127.0.0.1:${await listen(launched)}`)
  project.provide('httpsProxy', vendor.proxy)
  return async () => {
    await Promise.all([close(preview), close(launched), vendor.stop()])
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    previewUrl: string
    launchedUrl: string
    httpsProxy: string
  }
}
