import { expect, test } from 'vitest'
import { listHosts, pageOrigins, thirdPartyParagraphs, trackingParagraphs } from '#src/lib/page-origins.ts'
import { privacyPolicy } from '../../../fixtures/content.ts'
import { previewSite as site } from '../../../fixtures/site.ts'

const { tracking, thirdParties } = privacyPolicy

test('with no other site’s scripts, the tracking text says so, and says nothing of pictures it does not load', () => {
  expect(trackingParagraphs(tracking, { scripts: [], frames: [], pictures: [] })).toEqual([tracking.none])
})

test('a script from another site (analytics, a chat widget) replaces "no tracking" with the sites it names', () => {
  const paragraphs = trackingParagraphs(tracking, {
    scripts: ['https://plausible.io', 'https://widget.chat.example'],
    frames: [],
    pictures: ['https://images.unsplash.com'],
  })
  expect(paragraphs).not.toContain(tracking.none)
  expect(paragraphs[0]).toContain('plausible.io and widget.chat.example')
  expect(paragraphs[1]).toContain('images.unsplash.com')
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
    'a.example, b.example and c.example:8443',
  )
})
