import { UNSAFE_useScrollRestoration as useScrollRestoration, type Location } from 'react-router'

function byPathname(location: Location): string {
  return location.pathname
}

/**
 * React Router's scroll restoration without its inline script (docs/decisions/014-scroll-restoration-without-inline-script.md).
 * `<ScrollRestoration />` writes a script into every prerendered page that runs while the page is still parsing
 * (it rewrites the history entry and reads sessionStorage): on a throttled phone that was the largest single task
 * around the first paint. The hook it wraps does the rest: client-side navigations start at the top (or at their
 * #anchor), back and forward return to where the visitor was, and on leaving a page scroll restoration goes back
 * to the browser, which restores positions itself on reload and on history navigation between documents.
 * Positions are kept per path, because documents loaded from the server share one history key until hydration.
 */
export function ScrollManager() {
  useScrollRestoration({ getKey: byPathname })
  return null
}
