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

export function isPublishedAt(value: string): boolean {
  return parsePublishedAt(value) !== null
}

function partsOf(value: string): Parts {
  const parts = parsePublishedAt(value)
  if (!parts) throw new Error(`Invalid publishedAt "${value}": expected YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM`)
  return parts
}

// From the string, not a Date: build-time HTML and hydration must agree in every visitor's time zone (DESIGN.md §4).
export function formatLongDate(publishedAt: string): string {
  const { year, month, day } = partsOf(publishedAt)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}

function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '')
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone}: "${name}"`)
  if (!match[1]) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** Epoch ms; a bare date is midnight in America/Los_Angeles (PDT or PST), whatever zone the build runs in. */
export function publishedInstant(publishedAt: string): number {
  const { year, month, day, time } = partsOf(publishedAt)
  if (time) {
    return Date.UTC(year, month - 1, day, time.hour, time.minute, time.second) - time.offsetMinutes * 60_000
  }
  const utcMidnight = Date.UTC(year, month - 1, day)
  // LA midnight is 07:00 or 08:00 UTC; 07:00 UTC precedes a change day's 02:00-local switch, so its offset holds at midnight.
  const offset = zoneOffsetMinutes(PUBLISHING_TIME_ZONE, utcMidnight + 7 * 3_600_000)
  return utcMidnight - offset * 60_000
}

function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+'
  const minutes = Math.abs(offsetMinutes)
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** A date-time as written; a bare date as Los Angeles midnight with that day's offset (`2025-12-01T00:00:00-08:00`). */
export function isoDateTime(publishedAt: string): string {
  const { year, month, day, time } = partsOf(publishedAt)
  if (time) return publishedAt
  const offset = zoneOffsetMinutes(PUBLISHING_TIME_ZONE, publishedInstant(publishedAt))
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return `${date}T00:00:00${formatOffset(offset)}`
}
