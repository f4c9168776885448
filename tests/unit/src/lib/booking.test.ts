import { expect, test } from 'vitest'
import { bookingUrl } from '#src/lib/booking.ts'
import { SUPPLIED } from '../../../fixtures/site.ts'

// The site address the launch fixture supplies: the business has given none (content/site.yaml holds a preview value).
const SITE = SUPPLIED.url!

test('a booking link names the site, the medium, the campaign, the page and the place', () => {
  const url = new URL(bookingUrl('https://booking.example.com/video-consultation', SITE, '/pricing', 'plan-growth'))
  expect(`${url.origin}${url.pathname}`).toBe('https://booking.example.com/video-consultation')
  expect([...url.searchParams]).toEqual([
    ['utm_source', 'www.launch-fixture.net'],
    ['utm_medium', 'website'],
    ['utm_campaign', 'consultation'],
    ['utm_content', '/pricing:plan-growth'],
  ])
})

test("the owner's own query parameters are kept, and stale utm_ values are replaced", () => {
  const url = new URL(bookingUrl('https://cal.example.com/team/intro?month=2025-10&utm_source=old#calendar', SITE, '/', 'hero'))
  expect(url.searchParams.get('month')).toBe('2025-10')
  expect(url.searchParams.getAll('utm_source')).toEqual(['www.launch-fixture.net'])
  expect(url.searchParams.get('utm_content')).toBe('/:hero')
  expect(url.hash).toBe('#calendar')
})
