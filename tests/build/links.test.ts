import { expect, test } from 'vitest'
import { findBrokenLinks } from './site-checks.ts'
import { assertBuilt, buildDir } from './build-output.ts'

test('every internal href, src and srcset in the built HTML resolves, and every #anchor exists', () => {
  assertBuilt()
  const { checked, broken } = findBrokenLinks(buildDir)
  expect(checked).toBeGreaterThan(500)
  expect(broken).toEqual([])
})
