// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { JobDetail } from '#src/components/careers/job-detail.tsx'
import { CareersPage } from '#src/components/careers/careers-page.tsx'
import type { JobOpening } from '#src/collections/schemas/careers.ts'
import { jobDescription } from '#src/lib/job-form.ts'
import { buildHead } from '#src/lib/seo.ts'
import { bookingFor } from '#src/lib/booking.ts'
import { careersPage, jobs } from '../../../../fixtures/content.ts'
import { previewSite } from '../../../../fixtures/site.ts'

// A Testing Library getBy… or findBy… query fails the test when nothing on screen matches, so each one is an assertion.

const head = ({ job }: { job: JobOpening }) =>
  buildHead(previewSite, { title: job.title, description: jobDescription(job.summary), descriptionVerbatim: true })

const opening: JobOpening = {
  id: 'customer-support-specialist',
  title: 'Customer Support Specialist',
  datePosted: '2025-03-03',
  applicantCountries: ['Pakistan'],
  type: 'Full-time',
  location: 'Remote (Pakistan)',
  summary:
    'Answer customer questions by email and chat for a growing e-commerce brand, keep tickets moving and hand complex cases to the right person on the client team quickly.',
  description: 'You will join a client team as their dedicated support specialist, trained and supported by TandemDesk.',
  responsibilities: ['Reply to tickets within the agreed response time', 'Keep the help-desk tidy and tagged'],
  qualifications: ['Excellent written English', 'Two years of support experience'],
  positionDetails: ['Full-time, 40 hours a week', 'Paid training before you start'],
}

test('the published list is empty, as the specification says', () => {
  expect(jobs).toEqual([])
})

const careers = (jobs: ReadonlyArray<JobOpening>, site = previewSite) => (
  <CareersPage page={careersPage} jobs={jobs} site={site} booking={bookingFor(site, '/careers')} />
)

test('an empty list shows the no-openings message and no cards', () => {
  render(careers([]))
  screen.getByText('No open positions at the moment. Please check back later for new opportunities.')
  expect(screen.queryByRole('link', { name: /View Details & Apply/ })).toBeNull()
})

test('with no openings, the next step is the social profiles in use, and with none in use the consultation', () => {
  const { unmount } = render(careers([], { ...previewSite, social: { ...previewSite.social, facebook: undefined } }))
  const profiles = within(screen.getByRole('list', { name: 'TandemDesk on social media' })).getAllByRole('link')
  expect(profiles.map((link) => link.getAttribute('href'))).toEqual([previewSite.social.linkedin, previewSite.social.instagram])
  expect(screen.queryByRole('link', { name: /Schedule a Free Consultation/ })).toBeNull()
  unmount()

  render(careers([], { ...previewSite, social: { linkedin: undefined, facebook: undefined, instagram: undefined } }))
  expect(screen.queryByRole('list', { name: 'TandemDesk on social media' })).toBeNull()
  const consultation = screen.getByRole('link', { name: /Schedule a Free Consultation/ })
  expect(consultation.getAttribute('href')).toMatch(/^https:\/\/booking\.example\.com\/video-consultation\?/)
})

test('each opening shows a card with title, type, location, flexible hours, summary and its detail link', async () => {
  render(careers([opening, { ...opening, id: 'bookkeeper', title: 'Bookkeeper' }]))
  const cards = await screen.findAllByRole('article')
  expect(cards).toHaveLength(2)
  const card = within(cards[0]!)
  card.getByRole('heading', { name: 'Customer Support Specialist' })
  for (const fact of ['Full-time', 'Remote (Pakistan)', 'Flexible hours', opening.summary]) card.getByText(fact)
  expect(card.getByRole('link', { name: /View Details & Apply/ }).getAttribute('href')).toBe(
    '/careers/customer-support-specialist',
  )
  expect(screen.queryByText('No open positions at the moment. Please check back later for new opportunities.')).toBeNull()
})

test('the detail shows the facts, Apply Now, the four sections and the form section', async () => {
  render(<JobDetail job={opening} words={careersPage.opening} />)
  await screen.findByRole('heading', { level: 1, name: 'Customer Support Specialist' })
  screen.getByText('Flexible hours')
  expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('#apply')
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
  expect(headings).toEqual([
    'About This Role',
    'Key Responsibilities',
    'Qualifications',
    'Position Details',
    'Apply for this position',
  ])
  for (const text of [opening.description, 'Keep the help-desk tidy and tagged', 'Paid training before you start'])
    screen.getByText(text)
  expect(document.getElementById('apply')).not.toBeNull()
})

test('a job page description is the first 150 characters of the summary', () => {
  const tags = head({ job: opening })
  const description = tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string }
  expect(opening.summary.length).toBeGreaterThan(150)
  expect(description.content).toBe(opening.summary.slice(0, 150))
})

test('a space in 150th place is kept: the description is exactly the first 150 characters', () => {
  const summary = `${'a'.repeat(149)} and the rest of the summary goes on after the cut.`
  expect(summary[149]).toBe(' ')
  const tags = head({ job: { ...opening, summary } })
  const description = tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string }
  expect(description.content).toBe(`${'a'.repeat(149)} `)
  expect(description.content).toHaveLength(150)
})
