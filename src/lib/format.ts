/**
 * Whole US dollars with a thousands separator and no cents: 1499 → '$1,499' (specification §9 pricing).
 *
 * Written out instead of `Intl.NumberFormat`: the first formatter a page builds loads ICU's number data, a
 * 30 ms task on a mid-range phone, and the savings calculator formats while the pricing page hydrates. The unit
 * tests hold it to `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` with no cents.
 */
export function formatUsd(amount: number): string {
  // Half a dollar rounds away from zero, as Intl does.
  const dollars = Math.round(Math.abs(amount))
  if (!Number.isSafeInteger(dollars)) throw new RangeError(`formatUsd: ${amount} is not an amount of dollars`)
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 && dollars !== 0 ? '-' : ''}$${grouped}`
}

/** A phone number as a `tel:` link: '+1 415 000 0000' → 'tel:+14150000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
