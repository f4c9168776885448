import { afterEach } from 'vitest'

// Only component tests (jsdom) render; the node-environment files skip loading Testing Library.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}
