import { expect, test } from 'vitest'
import { buildFormUrl, parseResizeMessage, type ZohoTrackingGlobals } from '#src/lib/job-form.ts'

const PERMA = 'job-form-perma'
const BASE_URL = 'https://forms.example/form/apply'

/** Zoho's tracking globals as its script defines them, reading the given campaign cookies. */
function trackingGlobals(cookies: Record<string, string>): ZohoTrackingGlobals {
  return {
    ZFAdvLead: { utmPNameArr: Object.keys(cookies), isSameDomian: false, utmcustPNameArr: [] },
    zfutm_zfAdvLead: { zfautm_gC_enc: (name) => cookies[name] },
  }
}

test('a reported height becomes the frame height plus 15 px (specification §4)', () => {
  expect(parseResizeMessage(`${PERMA}|1500`, PERMA)).toEqual({ height: 1515, scrollIntoView: false })
  expect(parseResizeMessage(`${PERMA}|900|scroll`, PERMA)).toEqual({ height: 915, scrollIntoView: true })
})

test.each([
  ['just above the maximum', '20001'],
  ['far above it', '99999999'],
  ['beyond any number', '9'.repeat(400)],
])('a height %s is clamped to the maximum, 20000 px, plus 15 px', (_case, reported) => {
  expect(parseResizeMessage(`${PERMA}|${reported}`, PERMA)).toEqual({ height: 20_015, scrollIntoView: false })
  expect(parseResizeMessage(`${PERMA}|${reported}|scroll`, PERMA)).toEqual({ height: 20_015, scrollIntoView: true })
})

test('the maximum itself is kept as reported', () => {
  expect(parseResizeMessage(`${PERMA}|20000`, PERMA)).toEqual({ height: 20_015, scrollIntoView: false })
})

test.each([
  ['a height below the minimum', `${PERMA}|99`],
  ['a zero height', `${PERMA}|0`],
  ['a negative height', `${PERMA}|-1500`],
  ['a fractional height', `${PERMA}|1500.5`],
  ['another form', `other-form|1500`],
  ['a message over 500 characters', `${PERMA}|${'1'.repeat(500)}`],
])('%s is ignored', (_case, data) => {
  expect(parseResizeMessage(data, PERMA)).toBeNull()
})

test('campaign parameters are decoded into the form URL', () => {
  const url = new URL(buildFormUrl(BASE_URL, trackingGlobals({ utm_source: 'news%20letter', utm_medium: 'email' })))
  expect(url.searchParams.get('utm_source')).toBe('news letter')
  expect(url.searchParams.get('utm_medium')).toBe('email')
})

test('a malformed campaign cookie is skipped and the other parameters are kept', () => {
  const globals = trackingGlobals({ utm_source: 'newsletter', utm_campaign: '50%off', utm_term: 'spring' })
  const url = new URL(buildFormUrl(BASE_URL, globals))
  expect(url.searchParams.has('utm_campaign')).toBe(false)
  expect(url.searchParams.get('utm_source')).toBe('newsletter')
  expect(url.searchParams.get('utm_term')).toBe('spring')
})

test('a cookie reader that throws is skipped like a malformed cookie', () => {
  const globals: ZohoTrackingGlobals = {
    ZFAdvLead: { utmPNameArr: ['utm_source', 'utm_medium'] },
    zfutm_zfAdvLead: {
      zfautm_gC_enc: (name) => {
        if (name === 'utm_source') throw new URIError('URI malformed')
        return 'email'
      },
    },
  }
  const url = new URL(buildFormUrl(BASE_URL, globals))
  expect(url.searchParams.has('utm_source')).toBe(false)
  expect(url.searchParams.get('utm_medium')).toBe('email')
})
