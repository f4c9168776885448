import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { previewValues } from '#src/lib/preview.ts'
import { previewSite } from '../../fixtures/site.ts'

const sitePreviewValues = previewValues(previewSite)

const run = (...args: Array<string>) => spawnSync(process.execPath, ['scripts/check-launch.ts', ...args], { encoding: 'utf8' })

test('npm run check:launch lists every preview value with what it is, and exits 1', () => {
  const result = run()
  expect(result.status).toBe(1)
  expect(result.stdout).toContain(
    `check:launch: ${sitePreviewValues.length} values in content/site.yaml are still to be supplied:`,
  )
  expect(result.stdout).toMatch(
    /^ {2}booking\.video: The free video \(Zoom\) consultation booking page.* \(preview: https:\/\/booking\.example\.com\/video-consultation\)$/m,
  )
  expect(result.stdout).toMatch(/^ {2}contact\.email: The email address visitors may write to/m)
  expect(result.stdout).toMatch(/^ {2}social\.facebook: The business's Facebook page, linked from the Contact page/m)
})

test('check:launch prints the same descriptions after the CMS saves content/site.yaml without its comments', () => {
  const before = run().stdout
  const copy = mkdtempSync(join(tmpdir(), 'check-launch-'))
  try {
    cpSync('content', join(copy, 'content'), { recursive: true })
    // Decap writes the record back through a YAML serialiser, which keeps values and drops every comment.
    const site = join(copy, 'content/site.yaml')
    writeFileSync(site, `# A comment the CMS will drop\n${readFileSync(site, 'utf8')}`)
    writeFileSync(site, stringify(parse(readFileSync(site, 'utf8'))))
    const after = spawnSync(process.execPath, [resolve('scripts/check-launch.ts')], { cwd: copy, encoding: 'utf8' })
    expect(readFileSync(site, 'utf8')).not.toContain('#')
    expect(after.stdout).toBe(before)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
})

test('the production build gate refuses a preview in one line naming what to run', () => {
  const result = run('--gate')
  expect(result.status).toBe(1)
  expect(result.stderr.trim().split('\n')).toEqual([
    `build:production: refused: content/site.yaml still has ${sitePreviewValues.length} preview values, so this build would publish a preview; run \`npm run check:launch\` to list them, supply them, then build again.`,
  ])
})
