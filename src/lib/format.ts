// Not Intl.NumberFormat: a page's first formatter loads ICU's number data, a 30 ms task on a mid-range phone while pricing hydrates.
export function formatUsd(amount: number): string {
  // Half a dollar rounds away from zero, as Intl does.
  const dollars = Math.round(Math.abs(amount))
  if (!Number.isSafeInteger(dollars)) throw new RangeError(`formatUsd: ${amount} is not an amount of dollars`)
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 && dollars !== 0 ? '-' : ''}$${grouped}`
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`)
}
