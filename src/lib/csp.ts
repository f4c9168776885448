import { createHash } from 'node:crypto'

/** The CSP source of an inline script: `sha256-<base64>` of its text. */
export function sha256Source(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`
}
