// The goals the owner sees in Plausible, by the names the components mark them with (`data-goal`, read by
// src/lib/analytics.client.ts). "Outbound Link: Click" and "404" are Plausible's own names for those goals.
export const GOALS = {
  booking: 'Booking',
  outbound: 'Outbound Link: Click',
  notFound: '404',
  searchWithoutResults: 'Blog search without results',
  calculator: 'Savings calculator used',
} as const
