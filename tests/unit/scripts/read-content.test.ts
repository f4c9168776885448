import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readFolder } from '../../../scripts/read-content.ts'

test('an article whose frontmatter is not YAML fails naming its file', () => {
  const root = mkdtempSync(join(tmpdir(), 'read-content-'))
  try {
    cpSync('content', join(root, 'content'), { recursive: true })
    writeFileSync(join(root, 'content/blog/broken.md'), '---\ntitle: "unclosed\nexcerpt: x\n---\n\nBody.\n')
    expect(() => readFolder('blog', root)).toThrow(/^content\/blog\/broken\.md: invalid YAML: /)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
