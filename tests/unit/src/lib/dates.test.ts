import { afterAll, expect, test } from 'vitest'
import { formatLongDate, isoDateTime, isPublishedAt, publishedInstant } from '#src/lib/dates.ts'

// Far-apart zones: the build machine, a visitor's browser or CI may run in any of them (DESIGN.md §4).
const TIME_ZONES = ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'Europe/Berlin']
const originalTz = process.env.TZ

afterAll(() => {
  process.env.TZ = originalTz
})

/** Runs `read` with the process in each time zone (Node applies a changed TZ at once) and returns the results. */
function inEveryZone<T>(read: () => T): Array<T> {
  return TIME_ZONES.map((zone) => {
    process.env.TZ = zone
    return read()
  })
}

test('changing TZ really moves the process between zones (guards the tests below)', () => {
  const offsets = inEveryZone(() => new Date(Date.UTC(2025, 4, 8, 12)).getTimezoneOffset())
  expect(new Set(offsets).size).toBe(TIME_ZONES.length)
})

test('formatLongDate shows the written calendar date en-US long in every time zone', () => {
  const cases = {
    '2025-05-08': 'May 8, 2025',
    '2025-10-18': 'October 18, 2025',
    '2025-05-19T09:00:00-07:00': 'May 19, 2025',
    '2025-05-08T23:30:00-07:00': 'May 8, 2025',
    '2025-05-08T00:15:00+14:00': 'May 8, 2025',
    '2025-01-01T00:00:00-12:00': 'January 1, 2025',
    '2024-12-31T23:59:59+00:00': 'December 31, 2024',
  }
  for (const [publishedAt, expected] of Object.entries(cases)) {
    expect(inEveryZone(() => formatLongDate(publishedAt))).toEqual(TIME_ZONES.map(() => expected))
  }
})

test('a bare date is midnight in Los Angeles, with daylight saving time, in every time zone', () => {
  const cases = {
    '2025-05-08': Date.UTC(2025, 4, 8, 7), // PDT, UTC-7
    '2025-01-15': Date.UTC(2025, 0, 15, 8), // PST, UTC-8
    '2025-03-09': Date.UTC(2025, 2, 9, 8), // DST starts at 02:00 that day: midnight is still PST
    '2025-03-10': Date.UTC(2025, 2, 10, 7),
    '2025-11-02': Date.UTC(2025, 10, 2, 7), // DST ends at 02:00 that day: midnight is still PDT
    '2025-11-03': Date.UTC(2025, 10, 3, 8),
  }
  for (const [publishedAt, expected] of Object.entries(cases)) {
    expect(inEveryZone(() => publishedInstant(publishedAt))).toEqual(TIME_ZONES.map(() => expected))
  }
})

test('a date-time is the instant its offset names, in every time zone', () => {
  const cases = {
    '2025-05-19T09:00:00-07:00': Date.UTC(2025, 4, 19, 16),
    '2025-05-19T09:00:00+05:30': Date.UTC(2025, 4, 19, 3, 30),
    '2025-05-19T09:00:00+00:00': Date.UTC(2025, 4, 19, 9),
    '2025-12-31T23:59:59-08:00': Date.UTC(2026, 0, 1, 7, 59, 59),
  }
  for (const [publishedAt, expected] of Object.entries(cases)) {
    expect(inEveryZone(() => publishedInstant(publishedAt))).toEqual(TIME_ZONES.map(() => expected))
  }
})

test('only real dates in the two accepted forms are publication dates', () => {
  for (const good of ['2025-05-08', '2024-02-29', '2025-05-08T09:00:00-07:00', '2025-05-08T23:59:59+14:00']) {
    expect(isPublishedAt(good), good).toBe(true)
  }
  for (const bad of [
    '2025-02-29',
    '2025-13-01',
    '2025-04-31',
    '2025-5-8',
    '08/05/2025',
    'May 8, 2025',
    '2025-05-08T09:00:00Z',
    '2025-05-08T09:00-07:00',
    '2025-05-08T24:00:00-07:00',
    '2025-05-08 09:00:00-07:00',
    ' 2025-05-08',
  ]) {
    expect(isPublishedAt(bad), bad).toBe(false)
  }
  expect(() => formatLongDate('2025-02-30')).toThrow('Invalid publishedAt "2025-02-30"')
  expect(() => publishedInstant('soon')).toThrow('Invalid publishedAt "soon"')
})

test('isoDateTime gives a bare date as midnight in Los Angeles with the offset of that day, in every time zone', () => {
  const cases = {
    '2025-05-08': '2025-05-08T00:00:00-07:00',
    '2025-01-15': '2025-01-15T00:00:00-08:00',
    '2025-03-09': '2025-03-09T00:00:00-08:00',
    '2025-03-10': '2025-03-10T00:00:00-07:00',
    '2025-11-02': '2025-11-02T00:00:00-07:00',
    '2025-11-03': '2025-11-03T00:00:00-08:00',
  }
  for (const [publishedAt, expected] of Object.entries(cases)) {
    expect(inEveryZone(() => isoDateTime(publishedAt))).toEqual(TIME_ZONES.map(() => expected))
  }
})

test('isoDateTime keeps a date-time with its written offset, and names the same instant', () => {
  for (const publishedAt of ['2025-05-19T09:00:00-07:00', '2025-05-19T09:00:00+05:30', '2025-12-31T23:59:59-08:00']) {
    expect(isoDateTime(publishedAt)).toBe(publishedAt)
    expect(Date.parse(isoDateTime(publishedAt))).toBe(publishedInstant(publishedAt))
  }
  expect(Date.parse(isoDateTime('2025-06-20'))).toBe(publishedInstant('2025-06-20'))
  expect(() => isoDateTime('2025-02-30')).toThrow(/Invalid publishedAt/)
})
