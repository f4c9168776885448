export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpFactor: 1.3,
  tbtMarginMs: 50,
  cls: 0,
} as const

// Lantern's initial congestion window: 10 segments of 1,460 bytes, doubling each round trip (its throughput cap left out).
export const FIRST_WINDOW_BYTES = 10 * 1460

export function extraRoundTrips(bytes: number): number {
  let trips = 0
  while (FIRST_WINDOW_BYTES * (2 ** (trips + 1) - 1) < bytes) trips++
  return trips
}

type BudgetFigures = {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  documentBytes: number
  rttMs: number
}

// Only an article whose own text overflows the first window pays for its round trips (docs/decisions/020-lean-article-pages.md).
export function lcpLimitMs(figures: Pick<BudgetFigures, 'documentBytes' | 'rttMs'>, floorLcpMs: number): number {
  return floorLcpMs * BUDGETS.lcpFactor + extraRoundTrips(figures.documentBytes) * figures.rttMs
}

export function budgetMisses(figures: BudgetFigures, floor: { lcpMs: number; tbtMs: number }): Array<string> {
  const { scores, lcpMs, tbtMs, cls } = figures
  const misses = CATEGORIES.filter((category) => scores[category] < BUDGETS[category]).map(
    (category) => `${category} ${scores[category]} < ${BUDGETS[category]}`,
  )
  const trips = extraRoundTrips(figures.documentBytes)
  const lcpLimit = lcpLimitMs(figures, floor.lcpMs)
  if (lcpMs > lcpLimit) {
    const rule = trips === 0 ? '1.3 × floor' : `1.3 × floor + ${trips} round trip${trips > 1 ? 's' : ''} of HTML`
    misses.push(`LCP ${Math.round(lcpMs)} ms > ${Math.round(lcpLimit)} ms (${rule})`)
  }
  const tbtLimit = floor.tbtMs + BUDGETS.tbtMarginMs
  // Whole milliseconds, as the report prints them: Lighthouse's sums carry float noise (50.00000000000006).
  if (Math.round(tbtMs) > Math.round(tbtLimit))
    misses.push(`TBT ${Math.round(tbtMs)} ms > ${Math.round(tbtLimit)} ms (floor + 50)`)
  if (cls > BUDGETS.cls) misses.push(`CLS ${cls.toFixed(4)} > ${BUDGETS.cls}`)
  return misses
}
