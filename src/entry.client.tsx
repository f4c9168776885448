import { startTransition, StrictMode } from 'react'
import { HydratedRouter } from 'react-router/dom'

/**
 * Hydrates once the browser is idle (or at the latest after HYDRATION_TIMEOUT_MS), loading react-dom's client
 * only then. Every page is complete, working HTML before that: links navigate, the FAQ and the mobile menu are
 * native <details>, and the desktop dropdowns open with CSS. So the JavaScript a page needs before a visitor can
 * interact stays inside DESIGN.md's budget (docs/decisions/006-javascript-budget.md).
 */
const HYDRATION_TIMEOUT_MS = 1500

function hydrate() {
  void import('react-dom/client').then(async ({ hydrateRoot }) => {
    // Evaluating react-dom and starting hydration are two tasks, so neither blocks input for long.
    await new Promise((resolve) => setTimeout(resolve))
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      )
    })
  })
}

if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(hydrate, { timeout: HYDRATION_TIMEOUT_MS })
else window.setTimeout(hydrate, 1)
