import type { ClientDirective } from 'astro'

// Hydrates on first interaction; a hover preloads and waits to settle; early clicks are replayed (docs/decisions/016).
const COMMIT_EVENTS = ['pointerdown', 'focusin', 'touchstart', 'keydown'] as const
const HOVER_SETTLE_MS = 250

const interaction: ClientDirective = (load, options, el) => {
  const triggers = new AbortController()
  const replay = new AbortController()
  const listen = { once: true, passive: true, signal: triggers.signal }
  const pendingClicks: Array<HTMLElement> = []
  let settle: number | undefined

  function preload() {
    for (const url of [el.getAttribute('renderer-url'), el.getAttribute('component-url')]) {
      if (!url) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = url
      document.head.append(link)
    }
  }

  async function wake() {
    if (triggers.signal.aborted) return
    triggers.abort()
    window.clearTimeout(settle)
    const hydrate = await load()
    await hydrate()
    replay.abort()
    for (const button of pendingClicks.splice(0)) if (button.isConnected) button.click()
  }

  function onClick(event: Event) {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && el.contains(button)) pendingClicks.push(button)
  }

  function onHover() {
    preload()
    settle = window.setTimeout(wake, HOVER_SETTLE_MS)
  }

  el.addEventListener('click', onClick, { capture: true, signal: replay.signal })
  el.addEventListener('pointerover', onHover, listen)
  for (const type of COMMIT_EVENTS) el.addEventListener(type, wake, listen)
  if (options.value === 'scroll') window.addEventListener('scroll', wake, listen)
}

export default interaction
