import { z } from 'zod'
import { NOT_USED, httpsUrl, line, matching, optionalUrl, paragraph, record, whole, wording } from './fields.ts'

export const ANALYTICS_PROVIDERS = ['none', 'plausible'] as const

const formFields = (what: string) => ({
  perma: line.meta({
    title: 'Form perma id',
    description: `The ${what} form's perma id, as Zoho Forms → Share → Embed shows it.`,
  }),
  url: httpsUrl.meta({
    title: 'Form address',
    description: `The ${what} form's embed address from Zoho Forms → Share → Embed, shown in a frame on the job page.`,
  }),
  height: whole('a number of pixels', 'number of pixels')
    .positive()
    .meta({ title: 'Form height (pixels)', description: 'The frame height before the form reports its own, e.g. 1300.' }),
})

const jobFormSchema = record(formFields('job application'))

// Specification §2: the email-marketing-newsletter opening has a form of its own; "not used" gives it the job form.
const newsletterFields = formFields('email-marketing-newsletter opening')
const newsletterFormSchema = record({
  ...newsletterFields,
  url: optionalUrl.meta({
    title: 'Form address',
    description: `${newsletterFields.url.meta()?.description} Write "${NOT_USED}" if that opening uses the job application form.`,
  }),
  perma: newsletterFields.perma.optional(),
  height: newsletterFields.height.optional(),
})
  .superRefine((form, context) => {
    for (const key of ['perma', 'height'] as const)
      if (form.url && form[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: 'required with a form address' })
  })
  .transform((form) => (form.url ? { perma: form.perma!, url: form.url, height: form.height! } : undefined))

// Each description is what `npm run check:launch` prints and the CMS shows as the field's hint (decision 031).
export const siteSchema = record({
  name: line.meta({ title: 'Brand name', description: 'Shown in the header, the footer and every page title, e.g. TandemDesk.' }),
  legalName: line.meta({ description: 'The company as the privacy policy and search engines name it.' }),
  url: httpsUrl.meta({
    title: 'Site address',
    description:
      'The public address of the site, without a trailing slash, e.g. https://www.example.com: links, search results and the CMS sign-in use it.',
  }),
  tagline: line.meta({ description: 'One line under the brand in the footer and in the home page title.' }),
  description: paragraph.meta({
    title: 'Business description',
    description: 'Two sentences about the business that search engines show with the site.',
  }),
  locale: line.meta({ title: 'Language and region', description: 'For social networks, written like en_US.' }),
  copyrightYear: whole('a year', 'year').min(2000).max(2100).meta({ description: 'The year in the footer notice, e.g. 2025.' }),
  booking: record({
    video: httpsUrl.meta({
      title: 'Video consultation booking page',
      description: 'The free video (Zoom) consultation booking page: every consultation button opens it, in a new tab.',
    }),
    phone: httpsUrl.meta({
      title: 'Phone consultation booking page',
      description: 'The free 30-minute phone consultation booking page, offered on the Contact page.',
    }),
  }).meta({ title: 'Consultation booking pages' }),
  consultation: record({
    label: line.meta({
      title: 'Consultation button text',
      description: 'The main call to action on every page; it opens the video consultation booking page.',
    }),
    shortLabel: line.meta({
      title: 'Consultation button text in the header',
      description: 'A shorter wording where space is tight.',
    }),
  }).meta({ title: 'Consultation call to action' }),
  externalLinks: record({
    newTab: wording(
      'Read out by screen readers after the words of every link that leaves the site (booking pages, social profiles, partners, links in articles), which opens in a new tab.',
    ).meta({ title: 'New-tab notice' }),
    socialProfile: wording(
      'What screen readers say for each social profile icon on the Contact and Job Openings pages, followed by the new-tab notice.',
      ['brand', 'network'],
    ).meta({ title: 'Social profile link' }),
  }).meta({ title: 'Links to other sites' }),
  affiliate: record({
    name: line.meta({
      title: 'Affiliate firm name',
      description: "The affiliate business process outsourcing firm's name, linked from the About page.",
    }),
    url: httpsUrl.meta({
      title: 'Affiliate firm website',
      description: "The affiliate firm's website, linked from the About page.",
    }),
  }).meta({ title: 'Affiliate firm' }),
  social: record({
    linkedin: optionalUrl.meta({
      title: 'LinkedIn',
      description: `The business's LinkedIn page, linked from the Contact page; "${NOT_USED}" if it has none.`,
    }),
    facebook: optionalUrl.meta({
      description: `The business's Facebook page, linked from the Contact page; "${NOT_USED}" if it has none.`,
    }),
    instagram: optionalUrl.meta({
      description: `The business's Instagram profile, linked from the Contact page; "${NOT_USED}" if it has none.`,
    }),
  }).meta({ title: 'Social profiles' }),
  partners: record({
    medicalBilling: optionalUrl.meta({
      title: 'Medical billing partner',
      description: `The medical revenue-cycle partner's website, linked from the medical billing article; "${NOT_USED}" if there is none (the article then names it without a link).`,
    }),
  }),
  dataPartnerOptOut: httpsUrl.meta({
    title: 'Data partner opt-out page',
    description: 'The industry opt-out page for interest-based advertising, linked from the privacy policy.',
  }),
  forms: record({
    origin: httpsUrl.meta({
      title: 'Form vendor origin',
      description: 'Where the application forms load from and post their resize messages from, e.g. https://forms.zohopublic.com',
    }),
    jobApplication: jobFormSchema.meta({ title: 'Job application form' }),
    newsletterApplication: newsletterFormSchema.meta({ title: 'Newsletter opening application form' }),
  }).meta({ title: 'Application forms' }),
  contact: record({
    email: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address, e.g. hello@example.com').meta({
      description: 'The email address visitors may write to, shown on the Contact page, the privacy policy and the footer.',
    }),
    phone: matching(/^\+[1-9][\d ()-]{6,}$/, 'must be written in international form, e.g. +1 415 000 0000').meta({
      description: 'The number visitors may call, in international form, e.g. +1 415 000 0000.',
    }),
    address: record({
      street: line.meta({ description: 'The street of the postal address in the footer and the privacy policy.' }),
      city: line,
      country: line,
    }).meta({ title: 'Postal address' }),
  }).meta({ title: 'Contact details' }),
  areaServed: z.array(line).optional().meta({
    title: 'Areas served',
    description:
      'Fact to confirm: the countries or regions where the business takes clients, one a line (e.g. United States). The Contact page and search engines show them; left out until written.',
  }),
  analytics: record({
    provider: z.enum(ANALYTICS_PROVIDERS).meta({
      title: 'Visit counting',
      description:
        'none: the site counts nothing. plausible: the live site counts visits and booking clicks with Plausible Analytics (no cookies), and the privacy policy says so (README "Before going live").',
    }),
    domain: line.optional().meta({
      title: 'Plausible site domain',
      description: "The site's domain as added in Plausible, e.g. www.example.com; left empty, the host of the site address.",
    }),
    endpoint: httpsUrl.optional().meta({
      title: 'Plausible event address',
      description:
        "Where the counts are sent: left empty, Plausible's service (https://plausible.io/api/event); for Plausible Community Edition on your own server, its address ending in /api/event.",
    }),
    retention: z.array(paragraph).optional().meta({
      title: 'How long the counts are kept',
      description:
        'Fact to confirm, with Plausible on: how long the business keeps the visit counts, in a sentence for the privacy policy (e.g. "We keep these counts for 24 months."). Left out of the policy until written.',
    }),
  }).meta({ title: 'Analytics' }),
  cms: record({
    repository: matching(/^[\w.-]+\/[\w.-]+$/, 'must be written owner/name, as in github.com/owner/name').meta({
      title: 'GitHub repository',
      description:
        "The site's repository on GitHub, written owner/name: the content manager saves every change there, and sign-in works only once it is the real one.",
    }),
    branch: line.meta({ description: 'The branch the host builds the site from, usually main.' }),
  }).meta({ title: 'Content manager (CMS)' }),
})

export type Site = z.infer<typeof siteSchema>
