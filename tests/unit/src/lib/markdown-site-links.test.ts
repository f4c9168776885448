// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import type * as Site from '#src/site.ts'

// The owner's booking address may carry a query of its own; the attribution is merged into it.
vi.mock('#src/site.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Site>()
  return {
    ...actual,
    siteLinks: { ...actual.siteLinks, 'booking.video': 'https://cal.example.com/tandemdesk/30min?month=2025-10' },
  }
})

test('a site:booking link opens the booking page in a new tab with the article as its attribution', () => {
  const host = document.createElement('div')
  host.innerHTML = renderMarkdown('[book a free consultation](site:booking.video)', 'content/blog/some-post.md').html
  const link = host.querySelector('a')!
  const url = new URL(link.getAttribute('href')!)
  expect(`${url.origin}${url.pathname}`).toBe('https://cal.example.com/tandemdesk/30min')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    month: '2025-10',
    utm_source: 'www.tandemdesk.com',
    utm_medium: 'website',
    utm_campaign: 'consultation',
    utm_content: '/blogs/some-post:article-body',
  })
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(link.textContent).toBe('book a free consultation (opens in a new tab)')
})
