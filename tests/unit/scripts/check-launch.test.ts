import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { site } from '#src/site.ts'
import { unsuppliedValues } from '../../../scripts/check-launch.ts'

// Issue 17: values only the business can supply are null until it does; check:launch lists them and fails.

test('every null value of the site record is listed by its path', () => {
  expect(
    unsuppliedValues({
      booking: { video: null, phone: 'https://x' },
      contact: { email: null, address: { street: null, city: 'SF' } },
    }),
  ).toEqual(['booking.video', 'contact.email', 'contact.address.street'])
  expect(unsuppliedValues({ name: 'TandemDesk', forms: { height: 1300 } })).toEqual([])
})

test('the site as shipped invents none of the values the specification leaves to the business', () => {
  expect(unsuppliedValues(site)).toEqual(
    expect.arrayContaining([
      'booking.video',
      'booking.phone',
      'affiliate.url',
      'social.linkedin',
      'social.facebook',
      'social.instagram',
      'partners.medicalBilling',
      'forms.jobApplication.perma',
      'forms.jobApplication.url',
      'contact.email',
      'contact.phone',
      'contact.address.street',
    ]),
  )
  // What the specification does give.
  expect(site.contact.address).toMatchObject({ city: 'San Francisco', country: 'United States' })
})

test('npm run check:launch lists what is missing, with what each value is, and exits 1', () => {
  const run = spawnSync(process.execPath, ['scripts/check-launch.ts'], { encoding: 'utf8' })
  expect(run.status).toBe(1)
  expect(run.stdout).toContain(
    `check:launch: ${unsuppliedValues(site).length} values in content/site.yaml are still to be supplied:`,
  )
  expect(run.stdout).toMatch(/^ {2}booking\.video: The free video \(Zoom\) consultation booking page/m)
  expect(run.stdout).toMatch(/^ {2}contact\.email: The email address and phone number/m)
})
