import { expect, test } from 'vitest'
import { formatUsd } from '#src/lib/format.ts'

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

test('agrees with Intl.NumberFormat for US dollars without cents, negative amounts included', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const amounts = [0, 0.4, 0.5, 7, 99.5, 999, 1000, 1000.5, 45_678, 123_456_789, -1, -2.5, -1234, -98_765.5]
  for (const amount of amounts) expect(formatUsd(amount), String(amount)).toBe(intl.format(amount))
})

test('refuses amounts that are not a number of dollars', () => {
  for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, 1e300]) expect(() => formatUsd(amount)).toThrow(RangeError)
})
