import { expect, test } from 'vitest'
import { formatUsd } from '#app/lib/format.ts'

test('formats whole dollars with the dollar sign and no cents', () => {
  expect(formatUsd(299)).toBe('$299')
  expect(formatUsd(549)).toBe('$549')
  expect(formatUsd(799)).toBe('$799')
})

test('groups thousands with a comma', () => {
  expect(formatUsd(1499)).toBe('$1,499')
  expect(formatUsd(12500)).toBe('$12,500')
})

test('rounds fractional amounts to whole dollars', () => {
  expect(formatUsd(1499.4)).toBe('$1,499')
  expect(formatUsd(298.5)).toBe('$299')
})
