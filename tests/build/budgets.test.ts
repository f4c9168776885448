import { expect, test } from 'vitest'
import { budgetMisses, measurePages } from '../../scripts/site-checks.ts'
import { assertBuilt, buildDir } from './build-output.ts'

assertBuilt()
const pages = measurePages(buildDir)

test('the budgets are measured over every built page', () => {
  expect(pages.length).toBeGreaterThan(50)
})

test.each(pages.map((page) => [page.file, page]))('%s loads at most 120 KB of JavaScript and 20 KB of CSS (gzip)', (_file, page) => {
  expect(budgetMisses(page)).toEqual([])
})
