import { expect, test } from 'vitest'
import { budgetMisses, measurePages } from '../../scripts/site-checks.ts'
import { assertBuilt, buildDir } from './build-output.ts'

assertBuilt()
const pages = measurePages(buildDir)

test('the budgets are measured over every built page', () => {
  expect(pages.length).toBeGreaterThan(50)
})

test.each(pages.map((page) => [page.file, page]))(
  '%s loads at most 70 KB of JavaScript and 20 KB of CSS (gzip)',
  (_file, page) => {
    expect(budgetMisses(page)).toEqual([])
  },
)

// Issue 15: pages whose only interactive part is the header load no JavaScript before the first interaction; nor do
// the pricing page and the blog index, whose calculator and search box hydrate when the visitor reaches for them.
const NO_SCRIPT_AT_LOAD = [
  'pricing.html',
  'blogs.html',
  'index.html',
  'about.html',
  'services.html',
  'services/sales.html',
  'industries.html',
  'industries/healthcare.html',
  'contact.html',
  'privacy-policy.html',
  'careers.html',
  'blogs/virtual-assistants-medical-billing-revenue-cycle.html',
  'blogs/tags/ai.html',
  '404.html',
]

test.each(NO_SCRIPT_AT_LOAD)('%s loads no JavaScript before the first interaction', (file) => {
  const page = pages.find((candidate) => candidate.file === file)
  expect(page, file).toBeDefined()
  expect(page!.scripts).toEqual([])
  // The header still hydrates when the visitor reaches for it.
  expect(page!.onInteractionBytes).toBeGreaterThan(0)
})
