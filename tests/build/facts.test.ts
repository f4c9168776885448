import { selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { launchedPages, pricing } from '../fixtures/content.ts'
import { FACTS_SUPPLIED } from '../fixtures/site.ts'
import { UNSTATED_STATEMENTS } from '../fixtures/unstated.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'
import { builtPages, type BuiltPage } from './built-pages.ts'

// DESIGN.md §4 'Facts to confirm': a fact only the owner can state is on its page once supplied, and nowhere before.
// The preview fixture supplies none; the launched one supplies each (tests/fixtures/site.ts FACTS_SUPPLIED).
const preview = builtPages()
const launched = builtPages(SPEC_BUILD.launched, launchedPages)

/** What a visitor reads: the page's landmarks, without scripts or structured data. */
const visibleText = (page: BuiltPage) =>
  selectAll('body > header, body > aside, main, body > footer', page.tree)
    .map((node) => toString(node))
    .join(' ')
    .replace(/\s+/g, ' ')

const PAGE_OF_FILE: Record<string, string> = {
  'content/site.yaml': '/contact',
  'content/pricing.yaml': '/pricing',
  'content/industries/healthcare.yaml': '/industries/healthcare',
  'content/pages/privacy-policy.yaml': '/privacy-policy',
}

/** How long visit counts are kept is said in the privacy policy, though it is a field of site.yaml. */
const PAGE_OF_PATH: Record<string, string> = { 'analytics.retention': '/privacy-policy' }

const suppliedTexts = FACTS_SUPPLIED.flatMap(({ file, path, value }) =>
  (typeof value === 'string' ? [value] : value).map((text) => ({ file, path, text })),
)

test('each fact to confirm is shown on its page once the owner supplies it', () => {
  for (const { file, path, text } of suppliedTexts) {
    const page = launched.find((candidate) => candidate.path === (PAGE_OF_PATH[path] ?? PAGE_OF_FILE[file]))!
    expect(visibleText(page), `${file}: ${path}`).toContain(text)
  }
})

test('while unsupplied, no page shows a fact to confirm, nor the box or label that would hold it', () => {
  for (const page of preview) {
    const text = visibleText(page)
    for (const { file, path, text: fact } of suppliedTexts) expect(text, `${page.file}: ${file}: ${path}`).not.toContain(fact)
  }
  const pricingPage = preview.find((page) => page.path === '/pricing')!
  expect(selectAll('main h3', pricingPage.tree).map((node) => toString(node))).not.toContain(pricing.everyPlan.heading)
  const contact = preview.find((page) => page.path === '/contact')!
  expect(visibleText(contact)).not.toContain('Areas served')
})

test('search engines are told the areas served only once the owner states them, never "Worldwide"', () => {
  const stated = FACTS_SUPPLIED.find((fact) => fact.path === 'areaServed')!.value
  const jsonLd = (page: BuiltPage) =>
    selectAll('script[type="application/ld+json"]', page.tree).map((node) => JSON.parse(toString(node)) as unknown)
  const services = launched.flatMap(jsonLd).filter((data) => (data as { '@type'?: string })['@type'] === 'Service')
  expect(services.length).toBeGreaterThan(0)
  for (const service of services) expect(service).toMatchObject({ areaServed: stated })
  for (const page of launched) expect(JSON.stringify(jsonLd(page)), page.file).not.toContain('Worldwide')
})

test('no built page, article or not, says what the business never stated', () => {
  const found = [...preview, ...launched].flatMap((page) => {
    const text = visibleText(page)
    return UNSTATED_STATEMENTS.filter((statement) => statement.test(text)).map((statement) => `${page.file}: ${statement}`)
  })
  expect(found).toEqual([])
})
