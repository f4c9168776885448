import { expect, test } from 'vitest'
import { budgetMisses, extraRoundTrips, FIRST_WINDOW_BYTES, lcpLimitMs } from '../../../scripts/lighthouse-budgets.ts'

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
const floor = { lcpMs: 650, tbtMs: 20 }

test('a response that fits the first congestion window costs no extra round trip; each doubling window one more', () => {
  expect(extraRoundTrips(700)).toBe(0)
  expect(extraRoundTrips(FIRST_WINDOW_BYTES)).toBe(0)
  expect(extraRoundTrips(FIRST_WINDOW_BYTES + 1)).toBe(1)
  // 10 segments, then 20, then 40: 14,600 + 29,200 bytes in two round trips.
  expect(extraRoundTrips(43_800)).toBe(1)
  expect(extraRoundTrips(43_801)).toBe(2)
})

test('a page whose HTML fits the first window is held to 1.3 × the floor, with no allowance', () => {
  expect(lcpLimitMs({ documentBytes: 12_000, rttMs: 150 }, 650)).toBeCloseTo(845)
  const misses = budgetMisses({ scores: perfect, lcpMs: 900, tbtMs: 30, cls: 0, documentBytes: 12_000, rttMs: 150 }, floor)
  expect(misses).toEqual(['LCP 900 ms > 845 ms (1.3 × floor)'])
})

test('a page whose HTML needs a second round trip may take exactly that round trip longer, and no more', () => {
  const long = { scores: perfect, tbtMs: 30, cls: 0, documentBytes: 16_900, rttMs: 150 }
  expect(budgetMisses({ ...long, lcpMs: 990 }, floor)).toEqual([])
  expect(budgetMisses({ ...long, lcpMs: 1000 }, floor)).toEqual(['LCP 1000 ms > 995 ms (1.3 × floor + 1 round trip of HTML)'])
})

test('scores, blocking time and layout shift are held whatever the page weighs', () => {
  const misses = budgetMisses(
    { scores: { ...perfect, performance: 97, seo: 92 }, lcpMs: 700, tbtMs: 71, cls: 0.01, documentBytes: 16_900, rttMs: 150 },
    floor,
  )
  expect(misses).toEqual(['performance 97 < 98', 'seo 92 < 100', 'TBT 71 ms > 70 ms (floor + 50)', 'CLS 0.0100 > 0'])
})

test('blocking time is judged in whole milliseconds, as reported: a float just past the limit is the limit', () => {
  const page = { scores: perfect, lcpMs: 700, cls: 0, documentBytes: 12_000, rttMs: 150 }
  // Lighthouse summed 45.5 + … into 50.00000000000006 ms for a page beside a 0 ms floor (2026-11-27).
  expect(budgetMisses({ ...page, tbtMs: 70.00000000000006 }, floor)).toEqual([])
  expect(budgetMisses({ ...page, tbtMs: 70.6 }, floor)).toEqual(['TBT 71 ms > 70 ms (floor + 50)'])
})
