// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import type * as Site from '#src/site.ts'

// Once the business supplies an address in content/site.yaml, `site:` links in articles open it in a new tab.
vi.mock('#src/site.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Site>()
  return {
    ...actual,
    siteLinks: { ...actual.siteLinks, 'booking.video': 'https://booking.example.com/free-consultation' },
  }
})

test('a supplied site: link resolves to its address and opens in a new tab', () => {
  const host = document.createElement('div')
  host.innerHTML = renderMarkdown('[book a free consultation](site:booking.video)', 'x.md').html
  const link = host.querySelector('a')!
  expect(link.getAttribute('href')).toBe('https://booking.example.com/free-consultation')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(link.textContent).toBe('book a free consultation (opens in a new tab)')
})
