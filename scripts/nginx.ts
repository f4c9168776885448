import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { renderNginxConfig } from '../server/nginx-config.ts'

/**
 * Debian's nginx as a throwaway local host for `npm run test:deploy` and `npm run bench`: the site's generated
 * configuration (server/nginx-config.ts, the one docs/deploy.md shows) inside a main configuration whose pid file,
 * logs and temp folders all live in `dir`, listening on 127.0.0.1 only and staying in the foreground, so the
 * caller stops it by PID. Not the system service: nothing under /etc/nginx is read or written.
 */

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX_BIN = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
  .map((dir) => join(dir, 'nginx'))
  .find((path) => existsSync(path))
/** Debian's libnginx-mod-http-brotli-static, which serves the build's .br copies. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export type NginxCommand = { command: string; args: Array<string>; brotli: boolean }

/**
 * Writes the configuration for serving `root` on 127.0.0.1:`port` into `dir`; returns how to start nginx on it.
 * Throws, saying what to install, when nginx is not installed.
 */
export function prepareNginx(
  dir: string,
  root: string,
  port: number,
  { accessLog = join(dir, 'access.log'), workers = '1' }: { accessLog?: string; workers?: string } = {},
): NginxCommand {
  if (!NGINX_BIN) {
    throw new Error(
      'nginx is not installed: run `npm run test:system-deps` (Debian: apt-get install nginx libnginx-mod-http-brotli-static)',
    )
  }
  mkdirSync(dir, { recursive: true })
  const brotli = existsSync(BROTLI_MODULE)
  writeFileSync(join(dir, 'site.conf'), renderNginxConfig({ root, listen: [`127.0.0.1:${port}`], brotli }))
  const main = [
    // As root, nginx would run its workers as `nobody`, who may not be able to read the build.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    // One worker for the checks; the load test gives it one per CPU ('auto'), as `npm start` runs one Node worker per CPU.
    `worker_processes ${workers};`,
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${accessLog};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, name)};`),
    '  sendfile on;',
    `  include ${join(dir, 'site.conf')};`,
    '}',
  ]
  writeFileSync(join(dir, 'nginx.conf'), `${main.join('\n')}\n`)
  // -e: the error log before the configuration is read, which would otherwise be /var/log/nginx/error.log.
  return { command: NGINX_BIN, args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], brotli }
}
