import { expect, test } from 'vitest'
import { analyticsOf } from '#src/lib/analytics.ts'
import { listHosts, pageOrigins, thirdPartyParagraphs, trackingParagraphs } from '#src/lib/page-origins.ts'
import { privacyPolicy } from '../../../fixtures/content.ts'
import { launchedSite, previewSite as site } from '../../../fixtures/site.ts'

const { tracking, thirdParties } = privacyPolicy

const none = { analytics: undefined, frames: [], pictures: [] }

test('with no visit counting, the tracking text says nothing is tracked, and says nothing of pictures it does not load', () => {
  expect(trackingParagraphs(tracking, none)).toEqual([tracking.none])
})

test('with Plausible on, the tracking text names the service, where the counts go and how to opt out, then the pictures', () => {
  const analytics = analyticsOf(launchedSite)!
  const paragraphs = trackingParagraphs(tracking, { ...none, analytics, pictures: ['https://images.unsplash.com'] }, [
    'We keep the counts for 24 months.',
  ])
  expect(paragraphs).not.toContain(tracking.none)
  expect(paragraphs[0]).toMatch(/^To see how this website is used, its pages count visits with Plausible Analytics, /)
  expect(paragraphs[0]).toContain('It sets no cookie')
  expect(paragraphs[1]).toBe('These counts are sent to plausible.launch-fixture.net.')
  expect(paragraphs[2]).toBe('We keep the counts for 24 months.')
  expect(paragraphs[3]).toMatch(/Do Not Track or Global Privacy Control/)
  expect(paragraphs[4]).toContain('images.unsplash.com')
  expect(paragraphs.join(' ')).not.toContain('{origins}')
})

test('the form vendor is named only when job pages frame its form', () => {
  const withJobs = pageOrigins({ site, hasJobPages: true, pictureOrigins: [] })
  const withoutJobs = pageOrigins({ site, hasJobPages: false, pictureOrigins: [] })
  expect(withJobs.frames).toEqual(['https://forms.zohopublic.com'])
  expect(thirdPartyParagraphs(thirdParties, { site, origins: withJobs }).join(' ')).toContain('forms.zohopublic.com')
  expect(thirdPartyParagraphs(thirdParties, { site, origins: withoutJobs }).join(' ')).not.toContain('forms.zohopublic.com')
  expect(thirdPartyParagraphs(thirdParties, { site, origins: withoutJobs })[0]).toContain('booking.example.com')
})

test('host names are listed as a visitor reads them, each once', () => {
  expect(listHosts([])).toBe('')
  expect(listHosts(['https://a.example'])).toBe('a.example')
  expect(listHosts(['https://a.example', 'https://b.example', 'https://a.example', 'https://c.example:8443'])).toBe(
    'a.example, b.example, and c.example:8443',
  )
})
