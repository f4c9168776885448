import { select } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { builtPages } from './built-pages.ts'

// Prices and hours are written once, in content/pricing.yaml; records and articles say them through {plan.<id>.<field>}
// placeholders, filled as the pages render. Specification §9: Growth is $549 a month for 60 hours.
const pages = builtPages()
const pageAt = (path: string) => pages.find((page) => page.path === path)!
const textOf = (path: string, selector: string) => toString(select(selector, pageAt(path).tree)!).replace(/\s+/g, ' ')

test("a {plan.growth.price} placeholder in a record renders the Growth plan's price", () => {
  const description = select('head meta[name="description"]', pageAt('/pricing').tree)!.properties.content
  expect(description).toContain('Growth $549 for 60 hours')
  expect(textOf('/pricing', 'main')).toContain('60 hours of VA support')
})

test("a {plan.growth.price} placeholder in an article renders the Growth plan's price", () => {
  expect(textOf('/blogs/top-50-tasks-delegate-virtual-assistant', 'main article')).toContain('Growth costs $549 for 60 hours')
})

test('no built page shows a plan placeholder', () => {
  expect(pages.filter((page) => page.html.includes('{plan.')).map((page) => page.path)).toEqual([])
})
