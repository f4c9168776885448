/** Where on a page a booking link sits; with the page path it tells the owner's scheduler where a visitor booked. */
export type BookingPlace =
  | 'header'
  | 'menu'
  | 'hero'
  | 'cta-band'
  | `plan-${string}`
  | 'article-box'
  | 'article-body'
  | 'contact-video'
  | 'contact-phone'
  | 'footer'

/**
 * A booking page's address with attribution (DESIGN.md §4): UTM parameters naming the site, the page path and the
 * button's place, so the scheduler's report shows where each booking came from without any analytics script. The
 * owner's own query parameters are kept; the five `utm_` ones are set here.
 */
export function bookingUrl(bookingPage: string, siteUrl: string, path: string, place: BookingPlace): string {
  const url = new URL(bookingPage)
  url.searchParams.set('utm_source', new URL(siteUrl).host)
  url.searchParams.set('utm_medium', 'website')
  url.searchParams.set('utm_campaign', 'consultation')
  url.searchParams.set('utm_content', `${path}:${place}`)
  return url.toString()
}
