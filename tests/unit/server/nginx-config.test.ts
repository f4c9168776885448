import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../../../server/build-state.ts'
import { PRODUCTION_NGINX, renderNginxConfig } from '../../../server/nginx-config.ts'
import { BASE_SECURITY_HEADERS } from '../../../server/security-headers.ts'

const deployDoc = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8')
const config = renderNginxConfig(PRODUCTION_NGINX)

test("docs/deploy.md's nginx configuration is exactly what the generator writes", () => {
  const block = /```nginx\n([\s\S]*?)```/.exec(deployDoc)?.[1]
  // After a change to the headers module or the generator: node scripts/nginx-config.ts --write-docs
  expect(block).toBe(config)
})

test('the production configuration serves HTTPS for the site host, redirects HTTP, and sends HSTS only over HTTPS', () => {
  expect(config).toContain('listen 443 ssl;')
  expect(config).toContain('server_name www.tandemdesk.com;')
  expect(config).toContain('return 301 https://$host$request_uri;')
  expect(config).toMatch(/map \$https \$tandemdesk_hsts \{\n {2}on "max-age=63072000; includeSubDomains";\n {2}default "";\n\}/)
})

test('every header of the headers module is added on every answer, at server level only', () => {
  for (const name of Object.keys(BASE_SECURITY_HEADERS)) {
    expect(config.match(new RegExp(`^ {2}add_header ${name} .* always;$`, 'gm')), name).toHaveLength(1)
  }
  // An add_header inside a location would make nginx drop the server-level ones there.
  expect(config.match(/add_header/g)).toHaveLength(config.match(/^ {2}add_header/gm)!.length)
})
