/** A bare date counts as midnight in this zone when posts are ordered by time (DESIGN.md §4). */
export const PUBLISHING_TIME_ZONE = 'America/Los_Angeles'

const PUBLISHED_AT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})([+-](?:0\d|1[0-4]):[0-5]\d))?$/

// Not Intl: the blog search island formats dates in the browser (docs/decisions/015-short-tasks-while-hydrating.md).
const MONTHS = 'January February March April May June July August September October November December'.split(' ')

function parsePublishedAt(value: string): { wall: number; offset?: string } | null {
  const [, date, time = '00:00:00', offset] = PUBLISHED_AT.exec(value) ?? []
  const wall = Date.parse(`${date}T${time}Z`)
  // A day or hour out of range (2025-02-30, 24:00) does not come back as written.
  return date && !Number.isNaN(wall) && new Date(wall).toISOString().startsWith(`${date}T${time}`) ? { wall, offset } : null
}

export function isPublishedAt(value: string): boolean {
  return parsePublishedAt(value) !== null
}

function partsOf(value: string) {
  const parts = parsePublishedAt(value)
  if (!parts) throw new Error(`Invalid publishedAt "${value}": expected YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM`)
  return parts
}

// From the string, not a Date: build-time HTML and hydration must agree in every visitor's time zone (DESIGN.md §4).
export function formatLongDate(publishedAt: string): string {
  const date = new Date(partsOf(publishedAt).wall)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** A date-time as written; a bare date as Los Angeles midnight with that day's offset (`2025-12-01T00:00:00-08:00`). */
export function isoDateTime(publishedAt: string): string {
  const { wall, offset } = partsOf(publishedAt)
  if (offset) return publishedAt
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: PUBLISHING_TIME_ZONE, timeZoneName: 'longOffset' })
  // LA midnight is 07:00 or 08:00 UTC; 07:00 UTC precedes a change day's 02:00-local switch, so its offset holds at midnight.
  const name = zone.formatToParts(wall + 7 * 3_600_000).find((part) => part.type === 'timeZoneName')!
  return `${publishedAt}T00:00:00${name.value.replace('GMT', '')}`
}

/** Epoch ms; a bare date is midnight in America/Los_Angeles (PDT or PST), whatever zone the build runs in. */
export function publishedInstant(publishedAt: string): number {
  return Date.parse(isoDateTime(publishedAt))
}
