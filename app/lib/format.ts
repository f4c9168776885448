// minimumFractionDigits is spelled out because older engines throw when only the maximum is below USD's default 2.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** Whole US dollars with a thousands separator and no cents: 1499 → '$1,499' (specification §9 pricing). */
export function formatUsd(amount: number): string {
  return usd.format(amount)
}
