import { expect, test } from 'vitest'
import { fixedPageHead, pageHeads } from '#src/content/page-heads.ts'
import { FIXED_PATHS } from '#src/content/paths.ts'

test('every fixed screen has a head with a description of at most 160 characters', () => {
  expect(Object.keys(pageHeads).sort()).toEqual([...FIXED_PATHS].sort())
  for (const [path, head] of Object.entries(pageHeads)) {
    expect(head.description.length, path).toBeLessThanOrEqual(160)
    expect(head.description.length, path).toBeGreaterThan(50)
  }
})

test('no two fixed screens share a description', () => {
  const descriptions = Object.values(pageHeads).map((head) => head.description)
  expect(new Set(descriptions).size).toBe(descriptions.length)
})

test('a fixed screen below the home page carries its breadcrumb trail; the home page none', () => {
  const ldTypes = (path: (typeof FIXED_PATHS)[number]) =>
    fixedPageHead(path).flatMap((tag) =>
      'script:ld+json' in tag ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
    )
  expect(ldTypes('/')).toEqual([])
  for (const path of FIXED_PATHS.filter((path) => path !== '/')) expect(ldTypes(path), path).toEqual(['BreadcrumbList'])
  const pricing = fixedPageHead('/pricing').find((tag) => 'script:ld+json' in tag) as unknown as {
    'script:ld+json': { itemListElement: Array<{ name: string }> }
  }
  expect(pricing['script:ld+json'].itemListElement.map((item) => item.name)).toEqual(['Home', 'Pricing'])
})
