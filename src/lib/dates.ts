/**
 * Dates of blog posts (DESIGN.md §4). `publishedAt` is either a calendar date (`2025-05-08`) or a date-time
 * with an explicit offset (`2025-05-08T09:00:00-07:00`).
 */

/** A bare date counts as midnight in this zone when posts are ordered by time (DESIGN.md §4). */
export const PUBLISHING_TIME_ZONE = 'America/Los_Angeles'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):(\d{2})$/

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

type Parts = {
  year: number
  month: number
  day: number
  time?: { hour: number; minute: number; second: number; offsetMinutes: number }
}

function daysInMonth(year: number, month: number): number {
  return month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31
}

function parsePublishedAt(value: string): Parts | null {
  const date = DATE.exec(value)
  const dateTime = date ? null : DATE_TIME.exec(value)
  const match = date ?? dateTime
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  if (!dateTime) return { year, month, day }
  const [hour, minute, second] = [Number(dateTime[4]), Number(dateTime[5]), Number(dateTime[6])]
  const [offsetHours, offsetMinutes] = [Number(dateTime[8]), Number(dateTime[9])]
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 14 || offsetMinutes > 59) return null
  const sign = dateTime[7] === '-' ? -1 : 1
  return { year, month, day, time: { hour, minute, second, offsetMinutes: sign * (offsetHours * 60 + offsetMinutes) } }
}

/** Whether `value` is a real calendar date `YYYY-MM-DD` or a date-time `YYYY-MM-DDTHH:MM:SS±HH:MM`. */
export function isPublishedAt(value: string): boolean {
  return parsePublishedAt(value) !== null
}

function partsOf(value: string): Parts {
  const parts = parsePublishedAt(value)
  if (!parts) throw new Error(`Invalid publishedAt "${value}": expected YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM`)
  return parts
}

/**
 * 'May 8, 2025' (en-US long) for the calendar date written in `publishedAt`.
 * Formatted from the string, not from a Date: build-time HTML and hydration must agree in every visitor's
 * time zone (DESIGN.md §4), and `2025-05-08T23:30:00-07:00` was written on May 8 wherever it is read.
 */
export function formatLongDate(publishedAt: string): string {
  const { year, month, day } = partsOf(publishedAt)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}

/** Offset of `timeZone` from UTC, in minutes, at the instant `epochMs`. */
function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '')
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone}: "${name}"`)
  if (!match[1]) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/**
 * The instant `publishedAt` names, in epoch milliseconds, for ordering posts. A bare date is midnight in
 * America/Los_Angeles on that day (PDT or PST, whichever applies), whatever zone the build runs in.
 */
export function publishedInstant(publishedAt: string): number {
  const { year, month, day, time } = partsOf(publishedAt)
  if (time) {
    return Date.UTC(year, month - 1, day, time.hour, time.minute, time.second) - time.offsetMinutes * 60_000
  }
  const utcMidnight = Date.UTC(year, month - 1, day)
  // Local midnight in Los Angeles is 07:00 or 08:00 UTC. Sample the offset at 07:00 UTC: that is before the
  // 02:00-local switch of a change day, so it is the offset in force at midnight.
  const offset = zoneOffsetMinutes(PUBLISHING_TIME_ZONE, utcMidnight + 7 * 3_600_000)
  return utcMidnight - offset * 60_000
}

function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+'
  const minutes = Math.abs(offsetMinutes)
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * `publishedAt` as an ISO 8601 date-time with its UTC offset, for structured data and `article:published_time`.
 * A date-time is returned as written; a bare date becomes midnight in America/Los_Angeles with the offset in
 * force that day (`2025-06-20` → `2025-06-20T00:00:00-07:00`, `2025-12-01` → `2025-12-01T00:00:00-08:00`).
 */
export function isoDateTime(publishedAt: string): string {
  const { year, month, day, time } = partsOf(publishedAt)
  if (time) return publishedAt
  const offset = zoneOffsetMinutes(PUBLISHING_TIME_ZONE, publishedInstant(publishedAt))
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return `${date}T00:00:00${formatOffset(offset)}`
}
