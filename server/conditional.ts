import type { IncomingHttpHeaders } from 'node:http'

// Conditional and range requests as RFC 9110 §13.2.2 orders them. sirv compares `If-None-Match` as one string and
// ignores the rest (docs/decisions/044-bounded-requests-and-validators.md), so the preview decides these itself.

/** What the answer would be without the conditions: the validators of the file it would send. */
export type Validators = { etag: string; lastModified: Date }

export type Precondition = 'send' | 304 | 412

const ENTITY_TAG = /(W\/)?"[\x21\x23-\x7e\x80-\xff]*"/g
// IMF-fixdate, RFC 850 and asctime, the three forms a recipient must accept (RFC 9110 §5.6.7).
const HTTP_DATE =
  /^(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/

/** An HTTP-date in milliseconds, or undefined for anything else, which the conditions then ignore. */
export function parseHttpDate(value: string | undefined): number | undefined {
  if (value === undefined || !HTTP_DATE.test(value.trim())) return undefined
  const time = Date.parse(value.trim().replace(/^(\w{3}) (\w{3}) ( ?\d{1,2}) (\S+) (\d{4})$/, '$1, $3 $2 $5 $4 GMT'))
  return Number.isNaN(time) ? undefined : time
}

function entityTags(value: string): Array<string> {
  return value.match(ENTITY_TAG) ?? []
}

const opaque = (tag: string) => tag.replace(/^W\//, '')
const isWeak = (tag: string) => tag.startsWith('W/')

/** RFC 9110 §8.8.3.2: strong comparison needs both tags strong; weak comparison ignores the W/. */
function matches(field: string, current: string, strong: boolean): boolean {
  if (field.trim() === '*') return true
  return entityTags(field).some((tag) =>
    strong ? !isWeak(tag) && !isWeak(current) && tag === current : opaque(tag) === opaque(current),
  )
}

// HTTP dates have whole seconds: a file written at 10:00:00.700 was not modified after "10:00:00 GMT".
const seconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000

/** Steps 1–4 of RFC 9110 §13.2.2 for GET and HEAD: 412 when a precondition fails, 304 when the copy is current. */
export function evaluatePreconditions(headers: IncomingHttpHeaders, current: Validators): Precondition {
  const ifMatch = headers['if-match']
  if (ifMatch !== undefined) {
    if (!matches(ifMatch, current.etag, true)) return 412
  } else {
    const unmodifiedSince = parseHttpDate(headers['if-unmodified-since'])
    if (unmodifiedSince !== undefined && seconds(current.lastModified) > unmodifiedSince) return 412
  }
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) return matches(ifNoneMatch, current.etag, false) ? 304 : 'send'
  const modifiedSince = parseHttpDate(headers['if-modified-since'])
  if (modifiedSince !== undefined && seconds(current.lastModified) <= modifiedSince) return 304
  return 'send'
}

/**
 * Step 5: a range only of the very bytes the client holds. `If-Range` must name the current strong entity tag; a date
 * is refused, since two builds written within one second share a Last-Modified, so the whole file is sent instead.
 */
export function rangeStillApplies(headers: IncomingHttpHeaders, current: Validators): boolean {
  const ifRange = headers['if-range']
  if (ifRange === undefined) return true
  if (typeof ifRange !== 'string') return false
  const tag = ifRange.trim()
  return !isWeak(tag) && tag === current.etag
}
