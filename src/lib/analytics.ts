import type { Site } from '#src/collections/schemas/site.ts'
import { previewValues } from './preview.ts'

// Opt-in visit counting (issue 50, docs/decisions/050-opt-in-analytics.md): with `analytics.provider: plausible` the
// live site loads one script of its own after the first paint; a preview build, like `none`, loads nothing.

/** Plausible's own service, when the owner names no endpoint of their own. */
export const PLAUSIBLE_ENDPOINT = 'https://plausible.io/api/event'

/** The one script, served from the site itself (src/pages/[analytics].js.ts). */
export const ANALYTICS_SCRIPT = '/analytics.js'

export type Analytics = {
  /** The site as Plausible knows it. */
  domain: string
  endpoint: string
  /** Where the counts go: the one origin the pages may send data to besides their own (CSP connect-src). */
  origin: string
  /** Counts are sent only from the site's own address, never from a deploy preview or a copy. */
  host: string
}

/** What the build ships: undefined when the owner chose none, or while the build is a preview (DESIGN.md §4). */
export function analyticsOf(site: Site): Analytics | undefined {
  const { analytics } = site
  if (analytics.provider === 'none' || previewValues(site).length > 0) return undefined
  const host = new URL(site.url).host
  const endpoint = analytics.endpoint ?? PLAUSIBLE_ENDPOINT
  return { domain: analytics.domain ?? host, endpoint, origin: new URL(endpoint).origin, host }
}

/**
 * The page's only inline script with analytics on, allowed by its hash: it fetches the script once the page has
 * loaded and the browser has reported its first paint, so counting never competes with it (DESIGN.md §8). A frame's
 * callback alone is not enough: the paint is timed when the frame reaches the screen, which can come after it.
 */
export const ANALYTICS_LOADER = `addEventListener('load',()=>{const go=()=>setTimeout(()=>import('${ANALYTICS_SCRIPT}'));PerformanceObserver.supportedEntryTypes?.includes('paint')?new PerformanceObserver((_,o)=>{o.disconnect();go()}).observe({type:'paint',buffered:true}):requestAnimationFrame(go)},{once:true})`
