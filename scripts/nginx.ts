import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { renderNginxConfig } from '../server/nginx-config.ts'

// A throwaway nginx: pid file, logs and temp folders in `dir`, in the foreground; nothing under /etc/nginx is read or written.

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX_BIN = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
  .map((dir) => join(dir, 'nginx'))
  .find((path) => existsSync(path))
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export type NginxCommand = { command: string; args: Array<string>; brotli: boolean }

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
