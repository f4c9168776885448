import type { z } from 'zod'
import { line, list, matching, paragraph, record, wording } from './fields.ts'

export const jobOpeningSchema = record({
  title: line,
  datePosted: matching(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD').meta({
    description: 'The day the opening was published, YYYY-MM-DD (search engines require it).',
  }),
  applicantCountries: list(line, 'country').meta({
    title: 'Countries applicants may work from',
    description: 'The roles are remote: the countries where applicants must live, e.g. Pakistan (search engines require it).',
  }),
  type: line.meta({ description: 'For example Full-time or Part-time.' }),
  location: line.meta({ description: 'For example Remote.' }),
  summary: paragraph,
  description: paragraph,
  responsibilities: list(line, 'responsibility'),
  qualifications: list(line, 'qualification'),
  positionDetails: list(line, 'detail'),
})
export type JobOpening = z.infer<typeof jobOpeningSchema> & { id: string }

export const careersPageSchema = record({
  eyebrow: line,
  title: line.meta({ title: 'Page title (h1)' }),
  intro: paragraph,
  emptyNextStep: record({
    socialText: paragraph.meta({
      title: 'Lead-in to the social profiles',
      description: 'Under the no-openings message, above the social profiles of Site details that are used.',
    }),
    socialLabel: line.meta({ title: 'Name of the list of social profiles', description: 'Read out by screen readers.' }),
    consultationText: paragraph.meta({
      title: 'Lead-in to the consultation button',
      description: 'Shown instead, with the consultation button, when every social profile is "not used".',
    }),
  }).meta({ title: 'While there are no openings' }),
  opening: record({
    backLink: wording('Above the title of a job page, back to the list of openings.'),
    applyHeading: wording("Heads a job page's application form, below the job's sections."),
    form: record({
      title: wording('Names the form frame for screen readers.', ['job']),
      loading: wording('In its place for the moment before the form loads.'),
      trouble: wording('Below the form, before the link that opens it in a new tab.'),
      open: wording('The words of that link.'),
    }).meta({ title: 'Application form' }),
  }).meta({ title: 'Job pages', description: 'The words each job page adds around the opening.' }),
})
export type CareersPageRecord = z.infer<typeof careersPageSchema>
