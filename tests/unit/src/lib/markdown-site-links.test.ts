// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import { previewSite as site } from '../../../fixtures/site.ts'

test('a site:booking link opens the booking page in a new tab with the article as its attribution', () => {
  // The owner's booking address may carry a query of its own; the attribution is merged into it.
  const booking = { ...site.booking, video: 'https://cal.example.com/tandemdesk/30min?month=2025-10' }
  const host = document.createElement('div')
  host.innerHTML = renderMarkdown('[book a free consultation](site:booking.video)', {
    file: 'content/blog/some-post.md',
    site: { ...site, booking },
  }).html
  const link = host.querySelector('a')!
  const url = new URL(link.getAttribute('href')!)
  expect(`${url.origin}${url.pathname}`).toBe('https://cal.example.com/tandemdesk/30min')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    month: '2025-10',
    utm_source: new URL(site.url).hostname,
    utm_medium: 'website',
    utm_campaign: 'consultation',
    utm_content: '/blogs/some-post:article-body',
  })
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(link.textContent).toBe('book a free consultation (opens in a new tab)')
})

test('a link to a partner the business marked "not used" keeps its words and loses the link', () => {
  const html = renderMarkdown('Ask [our medical billing partner](site:partners.medicalBilling) first.', {
    file: 'content/blog/some-post.md',
    site: { ...site, partners: { medicalBilling: undefined } },
  }).html
  expect(html).toBe('<p>Ask our medical billing partner first.</p>')
})
