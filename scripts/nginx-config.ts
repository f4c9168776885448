import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../server/build-state.ts'
import { PRODUCTION_NGINX, renderNginxConfig } from '../server/nginx-config.ts'

// --write-docs puts it in docs/deploy.md, which tests/unit/server/nginx-config.test.ts holds equal to this output.
const DEPLOY_DOC = join(projectRoot, 'docs', 'deploy.md')
const NGINX_BLOCK = /(```nginx\n)([\s\S]*?)(```)/

const config = renderNginxConfig(PRODUCTION_NGINX)
if (process.argv.includes('--write-docs')) {
  const doc = readFileSync(DEPLOY_DOC, 'utf8')
  if (!NGINX_BLOCK.test(doc)) throw new Error('docs/deploy.md has no ```nginx block')
  writeFileSync(
    DEPLOY_DOC,
    doc.replace(NGINX_BLOCK, (_block, open: string, _old, close: string) => `${open}${config}${close}`),
  )
  console.log('Wrote the nginx configuration into docs/deploy.md')
} else {
  process.stdout.write(config)
}
