import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copyProject } from '../../support/project-copy.ts'

// Astro's content layer reports a bad file; these run `astro sync` on a copy of the project with one file broken at a time,
// one for each kind of loader (a single record, a folder of YAML records, a folder of articles). The committed content
// syncs in every `npm run typecheck` and build; the messages themselves are unit-tested with the schemas.
const SYNC_TIMEOUT_MS = 120_000
let project = ''

beforeAll(() => {
  project = copyProject('content-errors-')
})

afterAll(() => rmSync(project, { recursive: true, force: true }))

/** `astro sync` with `file` changed by `edit`, which is restored afterwards. */
function syncWith(file: string, edit: (text: string) => string): { status: number | null; output: string } {
  const path = join(project, file)
  const original = readFileSync(path, 'utf8')
  writeFileSync(path, edit(original))
  try {
    const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'sync'], {
      cwd: project,
      encoding: 'utf8',
      timeout: SYNC_TIMEOUT_MS,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CI: 'true' },
    })
    return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`).replaceAll('**', '') }
  } finally {
    writeFileSync(path, original)
  }
}

test(
  'a page record with an unknown field and a field of the wrong type names the file and both fields',
  { timeout: SYNC_TIMEOUT_MS },
  () => {
    const { status, output } = syncWith(
      'content/faq.yaml',
      (text) => `colour: red\n${text.replace(/question: .*/, 'question: [1, 2]')}`,
    )
    expect(status).not.toBe(0)
    expect(output).toContain('content/faq.yaml')
    expect(output).toContain('colour: unknown field')
    expect(output).toContain('items.0.question: expected text, got a list')
  },
)

test('a service whose order is a word names the file and the field', { timeout: SYNC_TIMEOUT_MS }, () => {
  const { status, output } = syncWith('content/services/sales.yaml', (text) => text.replace(/^order: .*$/m, 'order: first'))
  expect(status).not.toBe(0)
  expect(output).toContain('content/services/sales.yaml')
  expect(output).toContain('order: expected a number, got "first"')
})

test(
  'a hero photo that was never uploaded names the file, the field and where the file should be',
  { timeout: SYNC_TIMEOUT_MS },
  () => {
    const { status, output } = syncWith(
      'content/services/sales.yaml',
      (text) => `${text}heroImage:\n  src: /uploads/team.jpg\n  alt: Our team\n`,
    )
    expect(status).not.toBe(0)
    expect(output).toContain(
      'content/services/sales.yaml: heroImage.src: /uploads/team.jpg is missing: there is no file src/assets/uploads/team.jpg',
    )
  },
)

test(
  'an article with an unknown tag and an unquoted date-time names the file and both fields',
  { timeout: SYNC_TIMEOUT_MS },
  () => {
    const { status, output } = syncWith('content/blog/ai-agents-transforming-customer-service.md', (text) =>
      text.replace(/^tags: \["AI"/m, 'tags: ["Cooking"').replace(/^publishedAt: .*$/m, 'publishedAt: 2025-05-19T09:00:00-07:00'),
    )
    expect(status).not.toBe(0)
    expect(output).toContain('content/blog/ai-agents-transforming-customer-service.md')
    expect(output).toContain('tags.0: unknown tag "Cooking"')
    expect(output).toContain('publishedAt: expected a quoted date string, got a date (quote it)')
  },
)
