import { z } from 'zod'
import {
  ctaBandSchema,
  featureSchema,
  iconName,
  line,
  list,
  matching,
  paragraph,
  record,
  sectionHeading,
  slug,
  stepSchema,
} from './fields.ts'
import { sitePath } from './navigation.ts'

const faqItemSchema = record({ question: line, answer: paragraph })
export type FaqItem = z.infer<typeof faqItemSchema>

export const faqSchema = record({ items: list(faqItemSchema, 'question') })

const comparisonRowSchema = record({ aspect: line, withUs: line, hiringYourself: line })
const statSchema = record({ number: line, description: line, colour: z.enum(['brand', 'accent', 'success']) })
export type StatItem = z.infer<typeof statSchema>

export const homeSchema = record({
  hero: record({ eyebrow: line, title: line, subtitle: paragraph, secondaryLink: record({ label: line, href: line }) }),
  sections: record({ stats: sectionHeading, differentiators: sectionHeading, process: sectionHeading, faq: sectionHeading }),
  stats: list(statSchema, 'figure'),
  differentiators: list(featureSchema, 'item'),
  comparison: record({
    eyebrow: line,
    heading: line,
    intro: paragraph,
    columns: comparisonRowSchema,
    rows: list(comparisonRowSchema, 'row'),
  }),
  process: list(stepSchema, 'step'),
  connect: record({ heading: line, intro: paragraph, steps: list(stepSchema, 'step') }),
  ctaBand: ctaBandSchema,
})
export type Home = z.infer<typeof homeSchema>

export const aboutSchema = record({
  title: line,
  eyebrow: line,
  introHeading: line,
  intro: list(paragraph, 'paragraph'),
  affiliateText: paragraph,
  affiliateLinkLabel: line.meta({
    description: 'Words of the affiliate text that link to the affiliate site; written exactly as there.',
  }),
  vision: record({ heading: line, text: paragraph }),
  mission: record({ heading: line, text: paragraph }),
  coreValuesSection: sectionHeading,
  coreValues: list(featureSchema, 'value'),
  ctaBand: ctaBandSchema,
})
export type About = z.infer<typeof aboutSchema>

export const contactSchema = record({
  title: line,
  intro: paragraph,
  eyebrow: line,
  bookingHeading: line,
  bookingText: paragraph,
  zoomButton: line,
  phoneButton: line,
  phoneNote: paragraph,
  addressHeading: line,
  socialHeading: line,
  emailLabel: line,
  phoneLabel: line,
  areaServedLabel: line.meta({
    title: 'Areas served label',
    description: 'Before the areas served of Site details, e.g. "Areas served:"; shown only once they are written.',
  }),
})
export type Contact = z.infer<typeof contactSchema>

/** What a policy section adds after its own paragraphs: a fact the owner states, or what the build loads. */
export const POLICY_ADDITIONS = ['collected', 'use', 'sharing', 'retention', 'rights', 'tracking', 'thirdParties'] as const

const policySectionSchema = record({
  id: slug,
  heading: line,
  paragraphs: list(paragraph, 'paragraph'),
  items: z.array(paragraph).optional(),
  optOutLabel: line
    .optional()
    .meta({ description: "Words of one paragraph that link to the data partner's opt-out page; written exactly as there." }),
  adds: z.enum(POLICY_ADDITIONS).optional().meta({
    title: 'Followed by',
    description:
      'What the section shows after its paragraphs: one of the facts to confirm below, or (tracking, thirdParties) the sentences written from what the pages load.',
  }),
})

/** A statement only the business can make about its own handling of information (DESIGN.md §4 'Facts to confirm'). */
const policyFact = (description: string) =>
  z
    .array(paragraph)
    .optional()
    .meta({ description: `Fact to confirm: ${description} Left out of the policy until written.` })

// Written from the build (src/lib/page-origins.ts); {origins} is the list of the other sites' names.
const loadsText = (description: string) => paragraph.meta({ description })

export const privacySchema = record({
  title: line,
  lastUpdatedLabel: line,
  lastUpdated: line.meta({ title: 'Last updated (as shown)', description: 'For example January 2025.' }),
  lastUpdatedIso: matching(/^\d{4}-\d{2}(?:-\d{2})?$/, 'must be written YYYY-MM or YYYY-MM-DD').meta({
    title: 'Last updated (YYYY-MM)',
  }),
  tocLabel: line,
  contactLabels: record({ email: line, phone: line, address: line }),
  intro: list(paragraph, 'paragraph'),
  sections: list(policySectionSchema, 'section'),
  facts: record({
    collected: policyFact(
      'what the business keeps from consultation bookings, job applications, emails and calls, and any server logs its host keeps.',
    ),
    use: policyFact('what the business uses that information for.'),
    sharing: policyFact('whom the business shares it with (the form vendor, the scheduler, others), and whether it sells it.'),
    retention: policyFact('how long each kind of information is kept, and when it is deleted.'),
    rights: policyFact(
      'what a visitor may ask for (a copy, a correction, deletion) and any rights a state law gives, such as California’s.',
    ),
  })
    .optional()
    .meta({ title: 'Facts to confirm', description: 'Each is shown in the section that is followed by it.' }),
  tracking: record({
    none: loadsText('While the pages count no visits and send data to no other site.'),
    analytics: record({
      counting: loadsText('With visit counting on (Site details, Analytics): what Plausible Analytics records for each visit.'),
      destination: loadsText('With counting on: where the counts are sent, written {origins}.'),
      optOut: loadsText('With counting on: how a visitor is left out, above the button below.'),
      optOutButton: line.meta({ description: 'The button that stops this browser being counted.' }),
      optedOut: line.meta({ description: 'Shown instead of the button once this browser has opted out.' }),
      declined: line.meta({
        description: 'Shown instead of the button when the browser sends Do Not Track or Global Privacy Control.',
      }),
    }).meta({ title: 'With visit counting on' }),
    pictures: loadsText('When pictures load from other sites: names them, written {origins}.'),
  }).meta({ title: 'Cookies and tracking, as the pages load them' }),
  thirdParties: record({
    booking: loadsText('The consultation booking pages; {origins} names their sites.'),
    form: loadsText('The application form framed in job pages, while any opening is published; {origins} names its site.'),
    links: loadsText('Links to other websites.'),
  }).meta({ title: 'Third-party services, as the pages use them' }),
})
export type Privacy = z.infer<typeof privacySchema>

export const messagesSchema = record({
  previewNotice: line.meta({
    title: 'Preview notice',
    description:
      'The slim bar on every page while content/site.yaml still holds preview values (npm run check:launch lists them); gone once they are all supplied.',
  }),
  notFound: record({
    code: line.meta({
      title: 'Code above the heading',
      description: 'Shown above the heading of every not-found screen, e.g. 404.',
    }),
    pageTitle: line.meta({
      title: 'Missing page: tab title',
      description: 'The browser tab title of the screen for an unknown address.',
    }),
    pageText: paragraph.meta({
      title: 'Missing page: message',
      description: "Under 'Oops! Page not found' on the screen for an unknown address; also its search description.",
    }),
    topic: record({ title: line.meta({ title: 'Tab title' }), text: paragraph.meta({ title: 'Message' }) }).meta({
      title: 'Missing blog topic',
      description: "The screen for an unknown /blogs/tags/… address, under 'Oops! Page not found'.",
    }),
    jobLink: line.meta({
      title: 'Missing job: button',
      description: "Under 'Job Not Found', back to the job openings, e.g. ← Back to Job Openings.",
    }),
    onwardHeading: line.meta({
      title: 'Heading of the onward links',
      description: 'Above the links every not-found screen offers besides its own button.',
    }),
    onward: list(record({ label: line, href: sitePath, icon: iconName }), 'link').meta({
      title: 'Onward links',
      description: 'Where a visitor who reached a missing page may go instead, e.g. services, the blog and contact.',
    }),
  }).meta({ title: 'Not-found screens', description: 'Shared by the missing page, article, job and blog topic screens.' }),
})
export type Messages = z.infer<typeof messagesSchema>
