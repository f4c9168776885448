import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { buildDir, builtHtmlFiles } from './build-output.ts'

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string }

test('every built HTML file passes the W3C validator with zero errors', () => {
  const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))
  const files = builtHtmlFiles().map((file) => join(buildDir, file))
  expect(files.length).toBeGreaterThan(40)
  let output: string
  try {
    output = execFileSync('java', ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    // vnu exits non-zero when it found errors and prints the report on stderr.
    output = String((error as { stderr?: string }).stderr ?? '')
    if (!output.trim().startsWith('{')) throw error
  }
  const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: Array<VnuMessage> }
  const errors = messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => `${message.url.replace(`file:${buildDir}/`, '')}:${message.lastLine ?? '?'} ${message.message}`)
  expect(errors).toEqual([])
}, 180_000)
