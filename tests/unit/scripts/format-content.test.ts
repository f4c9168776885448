import { expect, test } from 'vitest'
import { offStyleFiles } from '../../../scripts/format-content.ts'
import { SPEC_ROOT } from '../../fixtures/specification.ts'

// The CMS tests edit a copy of the fixture and then run test:content on it, which holds every file to this style.
test('the fixture content is written in the style the CMS saves', () => {
  expect(offStyleFiles(SPEC_ROOT).map(({ file }) => file)).toEqual([])
})
