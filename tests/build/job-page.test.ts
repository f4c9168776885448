import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Nodes } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { JOB_OPENING, launchedSite as site } from '../fixtures/site.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'

/** Specification §2 and §4: an opening, once published, is listed on /careers and has its own page with the form. */
const launch = { dir: SPEC_BUILD.launched }
const page = (file: string) => fromHtml(readFileSync(join(launch.dir, file), 'utf8'))
const careers = page('careers.html')
const job = page(`careers/${JOB_OPENING.id}.html`)

const frameSources = (tree: Nodes) => {
  const policy = String(select('meta[http-equiv="content-security-policy"]', tree)?.properties.content ?? '')
  return /(?:^|;)\s*frame-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? []
}

test('/careers lists the opening with a link to its page instead of the no-openings message', () => {
  expect(toString(select('main', careers)!)).not.toContain('No open positions at the moment')
  const link = selectAll('main a', careers).find((anchor) => toString(anchor).startsWith('View Details & Apply'))
  expect(link?.properties.href).toBe(`/careers/${JOB_OPENING.id}`)
})

test('the job page shows the title, the facts, each list and the apply section', () => {
  expect(toString(select('h1', job)!)).toBe(JOB_OPENING.title)
  const main = toString(select('main', job)!)
  for (const text of [JOB_OPENING.type, JOB_OPENING.location, JOB_OPENING.summary, JOB_OPENING.description]) {
    expect(main).toContain(text)
  }
  const headings = selectAll('main h2', job).map((heading) => toString(heading))
  expect(headings).toEqual([
    'About This Role',
    'Key Responsibilities',
    'Qualifications',
    'Position Details',
    'Apply for this position',
  ])
  expect(select('a[href="#apply"]', job)).toBeDefined()
})

test("the job page's description is exactly the first 150 characters of the summary", () => {
  expect(JOB_OPENING.summary.length).toBeGreaterThan(150)
  const description = select('meta[name="description"]', job)?.properties.content
  expect(description).toBe(JOB_OPENING.summary.slice(0, 150))
})

test('only the job page may frame the form vendor', () => {
  expect(frameSources(job)).toEqual([site.forms.origin])
  expect(frameSources(careers)).toEqual([])
  expect(frameSources(page('index.html'))).toEqual([])
})

test('the job page describes the opening to search engines as a JobPosting', () => {
  const data = selectAll('script[type="application/ld+json"]', job).map((script) => JSON.parse(toString(script)))
  const posting = data.find((item) => item['@type'] === 'JobPosting')
  expect(posting).toMatchObject({
    title: JOB_OPENING.title,
    datePosted: JOB_OPENING.datePosted,
    employmentType: 'FULL_TIME',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: [{ '@type': 'Country', name: 'Pakistan' }],
    url: `${site.url}/careers/${JOB_OPENING.id}`,
  })
})
