import type { ClientDirective } from 'astro'

// Hydrates on first interaction (docs/decisions/016-astro-islands.md). A hover preloads and runs after HOVER_SETTLE_MS, leaving
// the main thread to the header's CSS dropdowns (200 ms); button clicks before hydration are replayed, so none is lost.
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
