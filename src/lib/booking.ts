import type { Site } from '#src/collections/schemas/site.ts'

export type BookingPlace =
  | 'header'
  | 'menu'
  | 'hero'
  | 'cta-band'
  | `plan-${string}`
  | 'calculator'
  | 'article-box'
  | 'article-body'
  | 'contact-video'
  | 'contact-phone'
  | 'footer'

// UTM attribution: the scheduler's report shows the page and button of each booking, with no analytics script (DESIGN.md §4).
export function bookingUrl(bookingPage: string, siteUrl: string, path: string, place: BookingPlace): string {
  const url = new URL(bookingPage)
  url.searchParams.set('utm_source', new URL(siteUrl).host)
  url.searchParams.set('utm_medium', 'website')
  url.searchParams.set('utm_campaign', 'consultation')
  url.searchParams.set('utm_content', `${path}:${place}`)
  return url.toString()
}

export function bookingFor(site: Site, path: string) {
  return { pages: site.booking, siteUrl: site.url, path, ...site.consultation, newTab: site.externalLinks.newTab }
}

export type Booking = ReturnType<typeof bookingFor>
