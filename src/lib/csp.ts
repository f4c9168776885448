import { createHash } from 'node:crypto'

export function sha256Source(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`
}
