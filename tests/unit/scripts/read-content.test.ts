import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { contentProblems, readFolder } from '../../../scripts/read-content.ts'
import { SPEC_ROOT } from '../../fixtures/specification.ts'

// The check the build runs before Astro (scripts/build.ts), over a copy of the fixture content with files broken in it.
let root = ''
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'read-content-'))
  cpSync(join(SPEC_ROOT, 'content'), join(root, 'content'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function edit(file: string, change: (text: string) => string) {
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))
}

test('an article whose frontmatter is not YAML fails naming its file', () => {
  writeFileSync(join(root, 'content/blog/broken.md'), '---\ntitle: "unclosed\nexcerpt: x\n---\n\nBody.\n')
  expect(() => readFolder('blog', root)).toThrow(/^content\/blog\/broken\.md: invalid YAML: /)
})

test('the committed fixture content has no problem', async () => {
  expect(await contentProblems(root)).toEqual([])
})

test('every problem of every file is reported at once, one line each naming the file and the field', async () => {
  edit('content/faq.yaml', (text) => `colour: red\n${text.replace(/question: .*/, 'question: [1, 2]')}`)
  edit('content/services/sales.yaml', (text) => text.replace(/^order: .*$/m, 'order: first'))
  edit('content/services/marketing.yaml', (text) => `${text}heroImage:\n  src: /uploads/team.jpg\n  alt: Our team\n`)
  edit('content/blog/ai-agents-transforming-customer-service.md', (text) => text.replace(/^ {2}- AI$/m, '  - Cooking'))
  edit('content/site.yaml', (text) => text.replace(/^ {2}phone: \+.*$/m, '  phone: 415 555 0100'))
  expect(await contentProblems(root)).toEqual([
    'content/site.yaml: contact.phone: must be written in international form, e.g. +1 415 000 0000',
    'content/faq.yaml: items.0.question: expected text, got a list',
    'content/faq.yaml: colour: unknown field',
    'content/blog/ai-agents-transforming-customer-service.md: tags.0: unknown tag "Cooking"',
    'content/services/marketing.yaml: heroImage.src: /uploads/team.jpg is missing: there is no file src/assets/uploads/team.jpg (upload it in the CMS, or correct the name)',
    'content/services/sales.yaml: order: expected a number, got "first"',
  ])
})

test('a date-time saved without quotes, as Decap saves it, is read as written and is no problem', async () => {
  const file = 'content/blog/ai-agents-transforming-customer-service.md'
  edit(file, (text) => text.replace(/^publishedAt: .*$/m, 'publishedAt: 2025-05-19T09:00:00-07:00'))
  expect(await contentProblems(root)).toEqual([])
  expect(readFolder('blog', root).find((entry) => entry.filePath === file)?.data.publishedAt).toBe('2025-05-19T09:00:00-07:00')
})

test("script in an article names the file's own line, and a link to no page names the link", async () => {
  const file = 'content/blog/remote-work-trends-2025.md'
  const lines = readFileSync(join(root, file), 'utf8').split('\n')
  const line = lines.findIndex((text, index) => index > 12 && text === '') + 1
  lines.splice(line, 0, '<script>alert(1)</script>', '')
  writeFileSync(join(root, file), lines.join('\n'))
  edit('content/blog/virtual-assistants-sales-team-pipeline.md', (text) => text.replace('(/services/sales)', '(/services/nope)'))
  expect(await contentProblems(root)).toEqual([
    `${file}:${line + 1}: the <script> element and its content: script the site will not publish; remove it`,
    'content/blog/virtual-assistants-sales-team-pipeline.md: link to /services/nope: no such page',
  ])
})
