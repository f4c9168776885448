import { init, track } from '@plausible-analytics/tracker'

// The one analytics module (issue 50): page views, and the goals components mark with data attributes —
// `data-goal` on a link is sent on click; with `data-goal-on="input"` on the first input inside the element; with
// `data-goal-on="view"` when the page opens; an element with `data-goal-query` once it has stayed on the page a second.

declare const ANALYTICS: { domain: string; endpoint: string; host: string }

/** The tracker's own opt-out flag (Plausible's "exclude yourself" setting), set by the privacy policy's button. */
const OPT_OUT = 'plausible_ignore'
const QUERY_SETTLE_MS = 1000

function optedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT) === 'true'
  } catch {
    return false
  }
}

function declined(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean }
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true
}

/** The privacy policy shows the state this browser is in, and the button that opts it out. */
function showState() {
  const state = declined() ? 'declined' : optedOut() ? 'opted-out' : 'counting'
  for (const box of document.querySelectorAll<HTMLElement>('[data-analytics-choice]')) box.hidden = false
  for (const element of document.querySelectorAll<HTMLElement>('[data-analytics-state]'))
    element.hidden = element.dataset.analyticsState !== state
}

let stopped = optedOut() || declined() || location.host !== ANALYTICS.host
showState()

document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest('[data-analytics-opt-out]')) return
  try {
    localStorage.setItem(OPT_OUT, 'true')
  } catch {
    // Storage refused (a private window in some browsers): nothing is kept, and nothing is sent from this page on.
  }
  stopped = true
  showState()
  silenceEngagement()
})

/**
 * The tracker reports this page's engagement when the page is hidden or loses focus, the one event that skips
 * transformRequest; asking it to end the report sends it first. So once the visitor opts out, the window and document
 * events it listens for stop here, in the capture phase before its own listeners: after the click, nothing leaves.
 */
function silenceEngagement() {
  for (const type of ['visibilitychange', 'blur', 'focus']) addEventListener(type, stopPageEvent, { capture: true })
}

// One function, so a second click on the button adds no second listener.
function stopPageEvent(event: Event) {
  if (event.target === window || event.target === document) event.stopImmediatePropagation()
}

function send(name: string, props: Record<string, string> = {}) {
  if (!stopped && !optedOut()) track(name, { props })
}

/** A booking link's page and place, read from its own UTM parameters so the two can never disagree. */
function propsOf(link: HTMLAnchorElement, goal: string): Record<string, string> {
  if (goal !== 'Booking') return { url: link.href }
  const [page = '', place = ''] = (new URL(link.href).searchParams.get('utm_content') ?? '').split(':')
  return { page, place }
}

if (!stopped) {
  init({
    domain: ANALYTICS.domain,
    endpoint: ANALYTICS.endpoint,
    captureOnLocalhost: false,
    logging: false,
    bindToWindow: false,
    // Nothing leaves once the visitor opts out on this page, even where the browser refuses to store the choice.
    transformRequest: (payload) => (stopped || optedOut() ? null : payload),
  })

  for (const element of document.querySelectorAll<HTMLElement>('[data-goal-on="view"]'))
    send(element.dataset.goal!, { path: location.pathname })

  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-goal]') : null
    if (link) send(link.dataset.goal!, propsOf(link, link.dataset.goal!))
  }
  document.addEventListener('click', onClick)
  document.addEventListener('auxclick', onClick)

  const used = new Set<string>()
  let settle: number | undefined
  const queriesSent = new Set<string>()
  document.addEventListener('input', (event) => {
    const marked = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-goal-on="input"]') : null
    if (marked && !used.has(marked.dataset.goal!)) {
      used.add(marked.dataset.goal!)
      send(marked.dataset.goal!)
    }
    window.clearTimeout(settle)
    settle = window.setTimeout(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-goal-query]')) {
        const query = element.dataset.goalQuery!.trim()
        if (query === '' || queriesSent.has(query)) continue
        queriesSent.add(query)
        send(element.dataset.goal!, { query })
      }
    }, QUERY_SETTLE_MS)
  })
}
