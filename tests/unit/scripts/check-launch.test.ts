import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { launchRefusal } from '../../../scripts/check-launch.ts'
import { SUPPLIED, supplyFacts } from '../../fixtures/site.ts'
import { SPEC_ROOT } from '../../fixtures/specification.ts'

// `npm run check:launch` and the production build's gate, run over a copy of the fixture content (a preview).
let root = ''
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-launch-'))
  cpSync(join(SPEC_ROOT, 'content'), join(root, 'content'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const run = (script: string, ...args: Array<string>) =>
  spawnSync(process.execPath, [resolve('scripts', script), ...args], { cwd: root, encoding: 'utf8' })

function setSite(values: Record<string, string>) {
  const file = join(root, 'content/site.yaml')
  const document = parseDocument(readFileSync(file, 'utf8'))
  for (const [path, value] of Object.entries(values)) document.setIn(path.split('.'), value)
  writeFileSync(file, document.toString())
}

test('npm run check:launch lists every preview value with what it is, and exits 1', () => {
  const result = run('check-launch.ts')
  expect(result.status).toBe(1)
  // The fixture holds a preview value for each of the 17 values only the business can supply.
  expect(result.stdout).toContain('check:launch: 17 values in content/site.yaml are still to be supplied:')
  expect(result.stdout).toMatch(
    /^ {2}booking\.video: The free video \(Zoom\) consultation booking page.* \(preview: https:\/\/booking\.example\.com\/video-consultation\)$/m,
  )
  expect(result.stdout).toMatch(/^ {2}url: The public address of the site.* \(preview: https:\/\/tandemdesk\.example\.com\)$/m)
  expect(result.stdout).toMatch(
    /^ {2}cms\.repository: The site's repository on GitHub.* \(preview: preview-owner\/preview-repository\)$/m,
  )
  expect(result.stdout).toMatch(/^ {2}contact\.email: The email address visitors may write to/m)
  expect(result.stdout).toMatch(/^ {2}social\.facebook: The business's Facebook page, linked from the Contact page/m)
})

test('with every value supplied, and Instagram marked "not used", check:launch passes', () => {
  setSite({ ...SUPPLIED, 'social.instagram': 'not used' })
  supplyFacts(root)
  const result = run('check-launch.ts')
  expect(result.stdout.trim().split('\n')).toEqual([
    'check:launch: every value in content/site.yaml is supplied.',
    '',
    'Analytics: Plausible Analytics for www.launch-fixture.net, sent to https://plausible.launch-fixture.net; the pages allow that one origin (connect-src) and load /analytics.js after the first paint.',
  ])
  expect(result.status).toBe(0)
})

// Issue 50: check:launch says what the build will ship for visit counting.
test('with analytics none, check:launch says the site counts no visits', () => {
  setSite({ 'analytics.provider': 'none' })
  expect(run('check-launch.ts').stdout).toMatch(
    /^Analytics: none \(content\/site\.yaml analytics\.provider\): the site counts no visits\.$/m,
  )
})

test('with Plausible set in a preview, check:launch says a preview build counts nothing', () => {
  expect(run('check-launch.ts').stdout).toMatch(
    /^Analytics: Plausible Analytics for tandemdesk\.example\.com, sent to https:\/\/plausible\.launch-fixture\.net, once the preview values are supplied; a preview build counts nothing\.$/m,
  )
})

test('how long visit counts are kept is a fact to confirm only while counting is on', () => {
  expect(run('check-launch.ts').stdout).toMatch(/^ {2}content\/site\.yaml: analytics\.retention: /m)
  setSite({ 'analytics.provider': 'none' })
  expect(run('check-launch.ts').stdout).not.toContain('analytics.retention')
})

// DESIGN.md §4 'Facts to confirm': what only the owner can state, listed as warnings that never block the launch.
const FACTS_HEADING = /^Facts to confirm: 11 facts only the business can state; .*the launch may go ahead without them\):$/m

test('check:launch lists each unsupplied fact under "Facts to confirm", after the preview values, naming file and field', () => {
  const result = run('check-launch.ts')
  expect(result.status).toBe(1)
  const lines = result.stdout.trim().split('\n')
  const heading = lines.findIndex((text) => FACTS_HEADING.test(text))
  expect(heading).toBeGreaterThan(lines.findIndex((text) => text.startsWith('  cms.repository: ')))
  const facts = lines.slice(heading + 1).filter((text) => text.startsWith('  '))
  expect(facts.map((text) => text.split(': ').slice(0, 2).join(': '))).toEqual([
    '  content/pricing.yaml: everyPlan.items',
    '  content/pricing.yaml: everyPlan.unusedHours',
    '  content/pricing.yaml: everyPlan.planChanges',
    '  content/industries/healthcare.yaml: businessAssociateAgreement',
    '  content/site.yaml: areaServed',
    '  content/site.yaml: analytics.retention',
    '  content/pages/privacy-policy.yaml: facts.collected',
    '  content/pages/privacy-policy.yaml: facts.use',
    '  content/pages/privacy-policy.yaml: facts.sharing',
    '  content/pages/privacy-policy.yaml: facts.retention',
    '  content/pages/privacy-policy.yaml: facts.rights',
  ])
  expect(result.stdout).toMatch(/^ {2}content\/pricing\.yaml: everyPlan\.unusedHours: .*hours that are not used/m)
})

test('unsupplied facts are warnings: with every value supplied, check:launch passes and still lists them', () => {
  setSite({ ...SUPPLIED, 'social.instagram': 'not used' })
  const result = run('check-launch.ts')
  expect(result.stdout.split('\n')[0]).toBe('check:launch: every value in content/site.yaml is supplied.')
  expect(result.stdout).toMatch(FACTS_HEADING)
  expect(result.status).toBe(0)
})

test('a fact the owner supplies leaves the list, and one cleared in the CMS (an empty list) is listed again', () => {
  supplyFacts(root)
  expect(run('check-launch.ts').stdout).not.toContain('Facts to confirm')
  const file = join(root, 'content/pricing.yaml')
  const pricing = parseDocument(readFileSync(file, 'utf8'))
  pricing.setIn(['everyPlan', 'items'], pricing.createNode([]))
  writeFileSync(file, pricing.toString())
  const stdout = run('check-launch.ts').stdout
  expect(stdout).toMatch(/^Facts to confirm: 1 fact only /m)
  expect(stdout).toMatch(/^ {2}content\/pricing\.yaml: everyPlan\.items: /m)
})

test('the production build is never refused for a fact to confirm', () => {
  const facts = [{ file: 'content/pricing.yaml', path: 'everyPlan.items', description: 'What every plan includes.' }]
  expect(launchRefusal({ problems: [], previews: [], facts, analytics: '' })).toBeUndefined()
})

test('an empty Instagram is refused: "not used" must be written out', () => {
  setSite({ ...SUPPLIED, 'social.instagram': '' })
  const result = run('check-launch.ts')
  expect(result.status).toBe(1)
  expect(result.stdout).toContain('content/site.yaml: social.instagram: must not be empty')
})

test('a malformed phone, email and booking address are listed one line each, without a stack trace', () => {
  setSite({ 'contact.phone': '415 555 0100', 'contact.email': 'hello@', 'booking.video': 'booking.example.com/video' })
  const result = run('check-launch.ts')
  expect(result.status).toBe(1)
  expect(result.stdout.trim().split('\n')).toEqual([
    'check:launch: content/ has 3 problems; the build stops at them:',
    '  content/site.yaml: booking.video: must be an https:// address',
    '  content/site.yaml: contact.email: must be an email address, e.g. hello@example.com',
    '  content/site.yaml: contact.phone: must be written in international form, e.g. +1 415 000 0000',
  ])
  expect(result.stderr).toBe('')
})

test('the production build refuses a preview in one line naming what to run, and builds nothing', () => {
  const result = run('build.ts', '--production')
  expect(result.status).toBe(1)
  expect(result.stderr.trim().split('\n')).toEqual([
    'build:production: refused: content/site.yaml still has 17 preview values, so this build would publish a preview; run `npm run check:launch` to list them, supply them, then build again.',
  ])
  expect(result.stdout).toBe('')
})

test('the production build refuses a placeholder repository for the CMS, whatever else is supplied', () => {
  setSite({ ...SUPPLIED, 'cms.repository': 'preview-owner/preview-repository' })
  const result = run('build.ts', '--production')
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('content/site.yaml still has 1 preview values')
  expect(run('check-launch.ts').stdout).toMatch(/^ {2}cms\.repository: /m)
})
