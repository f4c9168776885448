import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { scan } from '@mdn/mdn-http-observatory'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SPEC_BUILD } from '../support/fixture-build.ts'

const buildDir = SPEC_BUILD.preview
import { startHttpsServer } from '../unit/server/fixture-site.ts'

/**
 * Mozilla HTTP Observatory (issue 18), run offline as a library against the production request handler over the
 * built site, served with HTTPS on 127.0.0.1 under a certificate made for this run. The site must keep A+ with
 * all 10 tests passed. docs/quality.md records the score.
 *
 * The scanner takes a host name and derives both addresses from it; given `127.0.0.1:<port>` it asks
 * https://127.0.0.1:<port>/ and http://127.0.0.1:<port>/. The plain-HTTP request reaches our TLS listener and gets
 * no HTTP answer, so the redirection test finds no HTTP site ('redirection-not-needed-no-http', a pass): the
 * scanner needs no HTTP listener that redirects, and there is none here. On a CDN the host redirects HTTP itself.
 */

const require = createRequire(import.meta.url)
const packageDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))
const preloadList = join(packageDir, 'conf', 'hsts-preload.json')

const originalCertificates = getCACertificates('default')
let site: Awaited<ReturnType<typeof startHttpsServer>>

beforeAll(async () => {
  // The package's postinstall downloads Chromium's HSTS preload list into this file; package.json's allowScripts
  // keeps installs offline and does not run it. A preload list holds domain names and never 127.0.0.1, so an
  // empty list gives the verdict the real one would.
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')
  site = await startHttpsServer(buildDir)
  // The scanner verifies the certificate (a self-signed one fails the HSTS test), so trust this one for the run.
  setDefaultCACertificates([...originalCertificates, site.certificate])
})

afterAll(async () => {
  setDefaultCACertificates(originalCertificates)
  await site?.close()
})

test('Mozilla HTTP Observatory grades the site A+ with all 10 tests passed', async () => {
  const result = await scan(`127.0.0.1:${site.port}`)
  const failed = Object.entries(result.tests)
    .filter(([, output]) => !output.pass)
    .map(([name, output]) => `${name}: ${output.result}`)
  expect(failed).toEqual([])
  expect(result.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months')
  expect(result.tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin')
  expect(result.scan).toMatchObject({ grade: 'A+', testsPassed: 10, testsQuantity: 10 })
  console.log(`Mozilla HTTP Observatory: ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/10`)
})
