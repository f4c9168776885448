import type { ClientDirective } from 'astro'

/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it, so pages whose interactive
 * parts wait for the visitor load no JavaScript until then (DESIGN.md §1, docs/decisions/016-astro-islands.md).
 * `client:interaction="scroll"` also wakes on the page's first scroll, for islands that follow the reading position.
 *
 * A press, a touch, a key or focus inside the island is a commitment: the island loads at once. A pointer passing
 * over it is a hint: its code is fetched at once but runs only once the pointer has rested for HOVER_SETTLE_MS, so
 * evaluating it never holds up what the page is already doing for that pointer (the header's CSS dropdowns open
 * 200 ms after the pointer enters, and the main thread must be free then).
 *
 * A tap on a button can arrive before hydration has finished: such clicks are kept and replayed once the island is
 * live, so a visitor's first tap on the menu toggle is never lost. Clicks on links are not replayed; they have
 * already navigated.
 */
const COMMIT_EVENTS = ['pointerdown', 'focusin', 'touchstart', 'keydown'] as const
const HOVER_SETTLE_MS = 250

const interaction: ClientDirective = (load, options, el) => {
  let woken = false
  let settle: number | undefined
  const pendingClicks: Array<HTMLElement> = []
  const wakeOnScroll = options.value === 'scroll'

  function onClick(event: Event) {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && el.contains(button)) pendingClicks.push(button)
  }

  function preload() {
    for (const url of [el.getAttribute('renderer-url'), el.getAttribute('component-url')]) {
      if (!url) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = url
      document.head.append(link)
    }
  }

  function onHover() {
    el.removeEventListener('pointerover', onHover)
    preload()
    settle = window.setTimeout(wake, HOVER_SETTLE_MS)
  }

  async function wake() {
    if (woken) return
    woken = true
    window.clearTimeout(settle)
    el.removeEventListener('pointerover', onHover)
    for (const type of COMMIT_EVENTS) el.removeEventListener(type, wake)
    if (wakeOnScroll) window.removeEventListener('scroll', wake)
    const hydrate = await load()
    await hydrate()
    el.removeEventListener('click', onClick, true)
    for (const button of pendingClicks.splice(0)) if (button.isConnected) button.click()
  }

  el.addEventListener('click', onClick, true)
  el.addEventListener('pointerover', onHover, { passive: true })
  for (const type of COMMIT_EVENTS) el.addEventListener(type, wake, { once: true, passive: true })
  if (wakeOnScroll) window.addEventListener('scroll', wake, { once: true, passive: true })
}

export default interaction
