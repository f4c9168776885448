import { expect, test } from 'vitest'
import { isPreviewValue, previewValues } from '#src/lib/preview.ts'
import { previewSite as site } from '../../../fixtures/site.ts'

const sitePreviewValues = previewValues(site)

test('addresses on names reserved for examples (RFC 2606, RFC 6761) are preview values', () => {
  for (const value of [
    'https://booking.example.com/video-consultation',
    'https://example.org',
    'https://social.example/linkedin',
    'https://cal.test/x',
    'http://partner.invalid',
    'hello@example.com',
    'owner@mail.example.net',
  ]) {
    expect(isPreviewValue(value), value).toBe(true)
  }
})

test('a number in the range reserved for fiction, and text that says preview, are preview values', () => {
  expect(isPreviewValue('+1 415 555 0100')).toBe(true)
  expect(isPreviewValue('+1 (212) 555-0199')).toBe(true)
  expect(isPreviewValue('preview-job-application')).toBe(true)
  expect(isPreviewValue('Street address to be supplied (preview)')).toBe(true)
})

test('real-looking values are supplied values', () => {
  for (const value of [
    'https://calendly.com/tandemdesk/30min',
    'https://www.linkedin.com/company/x',
    'https://examples.com',
    'https://example.com.evil.net',
    'hello@tandemdesk.com',
    '+1 415 555 0200',
    '+1 415 555 1234',
    '+44 20 7946 0000',
    '2-3f8a9b',
    '1 Market Street',
    'San Francisco',
  ]) {
    expect(isPreviewValue(value), value).toBe(false)
  }
})

test('previewValues lists every preview string of a record by its dotted path, in order', () => {
  expect(
    previewValues({
      name: 'TandemDesk',
      booking: { video: 'https://booking.example.com/v', phone: 'https://calendly.com/x' },
      contact: { email: 'hello@example.com', address: { street: 'Street (preview)', city: 'San Francisco' } },
      forms: { height: 1315 },
    }),
  ).toEqual([
    { path: 'booking.video', value: 'https://booking.example.com/v' },
    { path: 'contact.email', value: 'hello@example.com' },
    { path: 'contact.address.street', value: 'Street (preview)' },
  ])
})

test('the site as shipped supplies what the specification gives and previews what only the business can give', () => {
  expect(sitePreviewValues.map((entry) => entry.path)).toEqual([
    'booking.video',
    'booking.phone',
    'affiliate.name',
    'affiliate.url',
    'social.linkedin',
    'social.facebook',
    'social.instagram',
    'partners.medicalBilling',
    'forms.jobApplication.perma',
    'forms.jobApplication.url',
    'forms.newsletterApplication.perma',
    'forms.newsletterApplication.url',
    'contact.email',
    'contact.phone',
    'contact.address.street',
  ])
  expect(site.contact.address).toMatchObject({ city: 'San Francisco', country: 'United States' })
  expect(isPreviewValue(site.url)).toBe(false)
})
