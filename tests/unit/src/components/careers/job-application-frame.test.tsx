// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { JobApplicationFrame } from '#src/components/careers/job-application-frame.tsx'
import { formForJob } from '#src/lib/job-form.ts'
import { careersPage } from '../../../../fixtures/content.ts'
import { previewSite as site } from '../../../../fixtures/site.ts'

const frameFor = (jobId: string) => (
  <JobApplicationFrame
    form={formForJob(site.forms, jobId)}
    origin={site.forms.origin}
    jobTitle="Virtual Assistant"
    words={careersPage.opening.form}
    newTab={site.externalLinks.newTab}
  />
)

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  const globals = window as unknown as Record<string, unknown>
  for (const name of ['ZFAdvLead', 'zfutm_zfAdvLead', 'ZFLead', 'zfutm_zfLead']) delete globals[name]
})

function mountFrame(jobId = 'virtual-assistant') {
  const view = render(frameFor(jobId))
  act(() => {
    vi.advanceTimersByTime(100)
  })
  const frame = screen.getByTitle('Application form: Virtual Assistant') as HTMLIFrameElement
  return { view, frame }
}

function post(data: unknown, { origin = site.forms.origin, source }: { origin?: string; source: MessageEventSource | null }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  })
}

test('the form frame mounts 100 ms after the page, not before', () => {
  render(frameFor('virtual-assistant'))
  act(() => {
    vi.advanceTimersByTime(99)
  })
  expect(screen.queryByTitle('Application form: Virtual Assistant')).toBeNull()
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(screen.getByTitle('Application form: Virtual Assistant').tagName).toBe('IFRAME')
})

test('leaving before 100 ms cancels the mount timer', () => {
  const view = render(frameFor('virtual-assistant'))
  expect(vi.getTimerCount()).toBe(1)
  view.unmount()
  expect(vi.getTimerCount()).toBe(0)
})

test('any job but the newsletter one uses the default form at 1315 px, 90 % wide, lazily loaded', () => {
  const { frame } = mountFrame('virtual-assistant')
  expect(frame.src).toBe(site.forms.jobApplication.url)
  expect(frame.style.height).toBe('1315px')
  expect(frame.className).toContain('w-[90%]')
  expect(frame.getAttribute('loading')).toBe('lazy')
})

test('the email-marketing-newsletter job uses its own form at 1304 px', () => {
  const { frame } = mountFrame('email-marketing-newsletter')
  expect(frame.src).toBe(site.forms.newsletterApplication!.url)
  expect(frame.style.height).toBe('1304px')
})

test('a resize message from the form frame sets the height to the reported height plus 15 px', () => {
  const { frame } = mountFrame()
  post(`${site.forms.jobApplication.perma}|1500`, { source: frame.contentWindow })
  expect(frame.style.height).toBe('1515px')
})

test('a message with a third part scrolls the frame into view, then resizes after 500 ms', () => {
  const { frame } = mountFrame()
  const scrollIntoView = vi.fn()
  frame.scrollIntoView = scrollIntoView
  post(`${site.forms.jobApplication.perma}|900|scroll`, { source: frame.contentWindow })
  expect(scrollIntoView).toHaveBeenCalledOnce()
  expect(frame.style.height).toBe('1315px')
  act(() => {
    vi.advanceTimersByTime(500)
  })
  expect(frame.style.height).toBe('915px')
})

test.each([
  ['another origin', { origin: 'https://evil.example' }, `${site.forms.jobApplication.perma}|1500`],
  ['another form', {}, 'some-other-form|1500'],
  ['a non-numeric height', {}, `${site.forms.jobApplication.perma}|tall`],
  ['a height below the minimum', {}, `${site.forms.jobApplication.perma}|99`],
  ['too many parts', {}, `${site.forms.jobApplication.perma}|1500|x|y`],
  ['a non-string message', {}, { height: 1500 }],
])('a message from %s is ignored', (_case, options, data) => {
  const { frame } = mountFrame()
  post(data, { source: frame.contentWindow, ...options })
  expect(frame.style.height).toBe('1315px')
})

test('a height above the maximum sets the frame to the maximum, 20000 px, plus 15 px', () => {
  const { frame } = mountFrame()
  post(`${site.forms.jobApplication.perma}|99999999`, { source: frame.contentWindow })
  expect(frame.style.height).toBe('20015px')
})

test('a well-formed message from another window is ignored', () => {
  const { frame } = mountFrame()
  post(`${site.forms.jobApplication.perma}|1500`, { source: window })
  expect(frame.style.height).toBe('1315px')
})

test('the message listener is removed on unmount', () => {
  const removed = vi.spyOn(window, 'removeEventListener')
  const { view } = mountFrame()
  view.unmount()
  expect(removed.mock.calls.some(([type]) => type === 'message')).toBe(true)
})

test('tracking parameters are appended only when the vendor script defined them', () => {
  Object.assign(window, {
    ZFAdvLead: { utmPNameArr: ['utm_source', 'utm_campaign', 'utm_term'], isSameDomian: false, utmcustPNameArr: [] },
    zfutm_zfAdvLead: {
      zfautm_gC_enc: (name: string) => ({ utm_source: 'newsletter', utm_campaign: 'spring%20hiring' })[name] ?? '',
    },
  })
  const { frame } = mountFrame()
  const url = new URL(frame.src)
  expect(url.searchParams.get('utm_source')).toBe('newsletter')
  expect(url.searchParams.get('utm_campaign')).toBe('spring hiring')
  expect(url.searchParams.has('utm_term')).toBe(false)
})

test('a malformed campaign cookie is left out and the form still mounts', () => {
  Object.assign(window, {
    ZFAdvLead: { utmPNameArr: ['utm_source', 'utm_campaign'], isSameDomian: false, utmcustPNameArr: [] },
    zfutm_zfAdvLead: {
      zfautm_gC_enc: (name: string) => ({ utm_source: 'newsletter', utm_campaign: '50%off' })[name] ?? '',
    },
  })
  const { frame } = mountFrame()
  const url = new URL(frame.src)
  expect(url.searchParams.get('utm_source')).toBe('newsletter')
  expect(url.searchParams.has('utm_campaign')).toBe(false)
})
