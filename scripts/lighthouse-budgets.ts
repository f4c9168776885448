/**
 * The Lighthouse budgets of DESIGN.md §8 and how a template's medians are held to them, apart from the runner
 * (scripts/lighthouse.ts) so they can be tested without a browser.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** DESIGN.md §8, held on mobile and desktop. Scores are 0–100; LCP and TBT relative to the floor's medians. */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** LCP at most this many times the floor's (plus the round trips of a long document: `lcpLimitMs`). */
  lcpFactor: 1.3,
  /** TBT at most the floor's plus this many milliseconds. */
  tbtMarginMs: 50,
  cls: 0,
} as const

/**
 * Bytes Lighthouse's network model (Lantern) delivers in a new connection's first round trip: an initial congestion
 * window of 10 segments of 1,460 bytes. Each further round trip doubles the window (Lantern also caps it at what the
 * throttled throughput carries in a round trip; leaving the cap out counts fewer round trips, never more).
 */
export const FIRST_WINDOW_BYTES = 10 * 1460
const SEGMENT_BYTES = 1460

/**
 * What the response headers of a page may take of the first window: our server's measure about 690 bytes (status,
 * security headers, validators; tests/unit/server/static-server.test.ts holds them to this).
 */
export const HTML_HEADER_ALLOWANCE_BYTES = 800

/**
 * Round trips after the first that a response of `bytes` (headers and compressed body, as Lighthouse counts it)
 * needs under slow start. 0 for every response that fits the first window.
 */
export function extraRoundTrips(bytes: number): number {
  let delivered = FIRST_WINDOW_BYTES
  let window = 10
  let trips = 0
  while (delivered < bytes) {
    window *= 2
    delivered += window * SEGMENT_BYTES
    trips++
  }
  return trips
}

/** What the budgets need of a template's medians. */
export type BudgetFigures = {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** The page's HTML response as transferred (headers and compressed body). */
  documentBytes: number
  /** The simulated round-trip time of the run's throttling: 150 ms on mobile, 40 ms on desktop. */
  rttMs: number
}

/**
 * The LCP a template may take: 1.3 × the floor's, plus one simulated round trip for each window beyond the first
 * that its HTML needs. Every page the site controls the size of fits the first window, so for them this is the
 * plain 1.3 ×; only an article long enough that its own text fills most of the window pays for the bytes the
 * specification asks it to carry (docs/decisions/020-lean-article-pages.md).
 */
export function lcpLimitMs(figures: Pick<BudgetFigures, 'documentBytes' | 'rttMs'>, floorLcpMs: number): number {
  return floorLcpMs * BUDGETS.lcpFactor + extraRoundTrips(figures.documentBytes) * figures.rttMs
}

/** What a template's medians miss of the budgets, given the floor's medians from the same run and form factor. */
export function budgetMisses(figures: BudgetFigures, floor: { lcpMs: number; tbtMs: number }): Array<string> {
  const misses: Array<string> = []
  for (const category of CATEGORIES) {
    if (figures.scores[category] < BUDGETS[category])
      misses.push(`${category} ${figures.scores[category]} < ${BUDGETS[category]}`)
  }
  const trips = extraRoundTrips(figures.documentBytes)
  const lcpLimit = lcpLimitMs(figures, floor.lcpMs)
  if (figures.lcpMs > lcpLimit) {
    const rule = trips === 0 ? '1.3 × floor' : `1.3 × floor + ${trips} round trip${trips > 1 ? 's' : ''} of HTML`
    misses.push(`LCP ${Math.round(figures.lcpMs)} ms > ${Math.round(lcpLimit)} ms (${rule})`)
  }
  const tbtLimit = floor.tbtMs + BUDGETS.tbtMarginMs
  if (figures.tbtMs > tbtLimit) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${Math.round(tbtLimit)} ms (floor + 50)`)
  if (figures.cls > BUDGETS.cls) misses.push(`CLS ${figures.cls.toFixed(4)} > ${BUDGETS.cls}`)
  return misses
}
