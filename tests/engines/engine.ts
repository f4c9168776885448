/** What a check needs of a browser, implemented once per engine (firefox.ts, webkit.ts); the checks are in checks.ts. */
export type Engine = {
  name: 'Firefox' | 'WebKit'
  /** Loads `url` in a viewport `width` CSS px wide (800 high) and waits for its load event; forgets earlier errors. */
  open: (url: string, width: number) => Promise<void>
  /** Runs `fn` in the page with the helpers of `pageHelpers` as its first argument; resolves with its JSON result. */
  evaluate: <Args extends Array<unknown>, Result>(fn: PageFunction<Args, Result>, ...args: Args) => Promise<Awaited<Result>>
  /** Moves the mouse to a point of the viewport, in CSS px. */
  pointAt: (point: Point) => Promise<void>
  /** A primary-button click at a point of the viewport. */
  click: (point: Point) => Promise<void>
  /** Presses one key (`Enter`) or types text into the focused element, as keyboard events. */
  press: (key: 'Enter') => Promise<void>
  type: (text: string) => Promise<void>
  /** Page errors and console errors since the last `open`. */
  errors: () => Promise<Array<string>>
  /** axe-core's WCAG 2.2 A/AA violations, `rule: targets` each; only where the engine has an axe binding. */
  axeViolations?: () => Promise<Array<string>>
  close: () => Promise<void>
}

export type Point = { x: number; y: number }

export type PageFunction<Args extends Array<unknown>, Result> = (page: PageHelpers, ...args: Args) => Result

/**
 * Written into every evaluation as source (engines run it in the page, apart from this module): finds elements by
 * role-like selector and accessible name, as a visitor names them, and says whether one is visible.
 */
export function pageHelpers() {
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby')
      ? element
          .getAttribute('aria-labelledby')!
          .split(' ')
          .map((id) => text(document.getElementById(id)))
          .join(' ')
      : undefined) ??
    ((element as HTMLInputElement).labels?.length ? text((element as HTMLInputElement).labels![0]!) : undefined) ??
    text(element)
  const isVisible = (element: Element | null | undefined): boolean =>
    !!element &&
    element.getBoundingClientRect().width > 0 &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true })
  /** The elements matching `selector` inside `root` whose accessible name is `name` (or matches it). */
  const all = (selector: string, name?: string | RegExp, root: ParentNode = document) =>
    [...root.querySelectorAll(selector)].filter(
      (element) => name === undefined || (typeof name === 'string' ? nameOf(element) === name : name.test(nameOf(element))),
    )
  const find = (selector: string, name?: string | RegExp, root: ParentNode = document) => {
    const found = all(selector, name, root)
    return found.find(isVisible) ?? found[0] ?? null
  }
  /** The centre of `element` in viewport px, after scrolling it to the middle of the viewport when asked. */
  const centreOf = (element: Element | null, scroll = true) => {
    if (!element) return null
    if (scroll) element.scrollIntoView({ block: 'center', inline: 'nearest' })
    const box = element.getBoundingClientRect()
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }
  }
  return { text, nameOf, isVisible, all, find, centreOf }
}

export type PageHelpers = ReturnType<typeof pageHelpers>

/** The source an engine evaluates for `fn(helpers, ...args)`: an expression whose value is a promise of the result. */
export function evaluationSource(fn: PageFunction<Array<unknown>, unknown>, args: ReadonlyArray<unknown>): string {
  return `Promise.resolve((${fn.toString()})((${pageHelpers.toString()})(), ...${JSON.stringify(args)}))`
}

/** Polls `fn` in the page until it returns a truthy value; fails naming `what`, with the last value seen. */
export async function waitFor<Args extends Array<unknown>, Result>(
  engine: Engine,
  what: string,
  fn: PageFunction<Args, Result>,
  ...args: Args
): Promise<NonNullable<Awaited<Result>>> {
  const deadline = Date.now() + 15_000
  let last: Awaited<Result>
  do {
    last = await engine.evaluate(fn, ...args)
    if (last) return last as NonNullable<Awaited<Result>>
    await new Promise((resolve) => setTimeout(resolve, 100))
  } while (Date.now() < deadline)
  throw new Error(`${engine.name}: timed out waiting for ${what} (last: ${JSON.stringify(last)})`)
}

/** The WCAG tags axe checks, as in the Chromium layer (tests/support/browser-checks.ts). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The command named by a missing engine's failure. */
export const INSTALL_HINT =
  'run `npm run test:system-deps` (as root), or `sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb`'
