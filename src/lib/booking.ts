/** Where the consultation buttons lead while the business has not supplied its booking pages (issue 17). */
export const BOOKING_FALLBACK_PATH = '/contact'

type Booking = { video: string | null; phone: string | null }

/** The booking page of `kind`, or the Contact page while that page is not supplied: never an invented address. */
export function bookingHref(booking: Booking, kind: keyof Booking = 'video'): string {
  return booking[kind] ?? BOOKING_FALLBACK_PATH
}
