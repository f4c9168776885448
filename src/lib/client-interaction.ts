import type { ClientDirective } from 'astro'

/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it (pointer over it, focus
 * inside it, a touch or a key press), so pages whose only interactive part is the header load no JavaScript until
 * then (DESIGN.md §1, docs/decisions/016-astro-islands.md). `client:interaction="scroll"` also wakes on the
 * page's first scroll, for islands that follow the reading position.
 *
 * A tap on a button can arrive before hydration has finished: such clicks are kept and replayed once the island
 * is live, so a visitor's first tap on the menu toggle is never lost. Clicks on links are not replayed; they
 * have already navigated.
 */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const

const interaction: ClientDirective = (load, options, el) => {
  let woken = false
  const pendingClicks: Array<HTMLElement> = []
  const wakeOnScroll = options.value === 'scroll'

  function onClick(event: Event) {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && el.contains(button)) pendingClicks.push(button)
  }

  async function wake() {
    if (woken) return
    woken = true
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake)
    if (wakeOnScroll) window.removeEventListener('scroll', wake)
    const hydrate = await load()
    await hydrate()
    el.removeEventListener('click', onClick, true)
    for (const button of pendingClicks.splice(0)) if (button.isConnected) button.click()
  }

  el.addEventListener('click', onClick, true)
  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { once: true, passive: true })
  if (wakeOnScroll) window.addEventListener('scroll', wake, { once: true, passive: true })
}

export default interaction
