import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { isPreviewValue, previewValues } from '#src/lib/preview.ts'
import { siteSchema } from '#src/collections/schemas/site.ts'
import { parseContentFile } from '#src/lib/content-file.ts'
import { previewSite as site } from '../../../fixtures/site.ts'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'

const rawSite = parseContentFile(readFileSync(join(SPEC_ROOT, 'content/site.yaml'), 'utf8'), 'site.yaml').data as {
  social: Record<string, string>
  forms: { newsletterApplication: Record<string, unknown> }
}

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

test('the fixture site supplies what the specification gives and previews what only the business can give', () => {
  expect(sitePreviewValues.map((entry) => entry.path)).toEqual([
    'url',
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
    'cms.repository',
  ])
  expect(site.contact.address).toMatchObject({ city: 'San Francisco', country: 'United States' })
})

test('an optional profile marked "not used" is no preview value, and an unused newsletter form leaves its preview id behind', () => {
  const parsed = siteSchema.parse({
    ...rawSite,
    social: { ...rawSite.social, instagram: 'not used' },
    forms: { ...rawSite.forms, newsletterApplication: { ...rawSite.forms.newsletterApplication, url: 'not used' } },
  })
  expect(parsed.social.instagram).toBeUndefined()
  expect(parsed.forms.newsletterApplication).toBeUndefined()
  const paths = previewValues(parsed).map((entry) => entry.path)
  expect(paths).not.toContain('social.instagram')
  expect(paths.filter((path) => path.startsWith('forms.newsletterApplication'))).toEqual([])
})
