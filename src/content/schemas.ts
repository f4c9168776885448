import { icons } from 'lucide'
import { z } from 'zod'
import { isPublishedAt } from '#src/lib/dates.ts'
import type { CoverScene, OfferingScene } from '#src/lib/illustrations.ts'
import { FRAMES, isUpload, UPLOAD_MAX_BYTES, type Frame } from '#src/lib/pictures.ts'
import { monthlyHoursOf } from '#src/lib/plan-placeholders.ts'
import { placeholdersOf } from '#src/lib/words.ts'

const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'required' : `expected ${expected}, got ${describe(issue.input)}`

function describe(value: unknown): string {
  if (value === null) return 'nothing (an empty value)'
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'string' ? JSON.stringify(value) : typeof value
}

const text = z.string({ error: required('text') }).trim()

export const line = text.min(1, { error: 'must not be empty' })

const paragraph = line.meta({ widget: 'text' })

/**
 * A sentence the page completes with its own figures: `{name}` for each of `names`, and no other placeholder.
 * `what` says where it shows; the description tells the owner which placeholders it may use.
 */
const wording = (what: string, names: ReadonlyArray<string> = []) =>
  line
    .refine((value) => placeholdersOf(value).every((name) => names.includes(name)), {
      error: names.length > 0 ? `may use only ${names.map((name) => `{${name}}`).join(', ')}` : 'uses no placeholders',
    })
    .meta({
      description: names.length > 0 ? `${what} ${names.map((name) => `{${name}}`).join(', ')} fill in as shown.` : what,
    })

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Text that must match `pattern`; the CMS applies the same pattern and shows the same message (src/lib/cms.ts). */
const matching = (pattern: RegExp, message: string) => line.regex(pattern, { error: message }).meta({ patternError: message })

const slug = matching(SLUG, 'must be a lowercase slug (a-z, 0-9, hyphens)')

const httpsUrl = matching(/^https:\/\/[^\s]+$/, 'must be an https:// address')

/** What an owner writes for an external profile or service the business does not have (README 'Before going live'). */
export const NOT_USED = 'not used'

// Written out, never left empty: an empty field is a mistake, "not used" is a decision. The page leaves that link out.
const optionalUrl = matching(/^(?:https:\/\/\S+|not used)$/, `must be an https:// address, or "${NOT_USED}"`).transform(
  (value) => (value === NOT_USED ? undefined : value),
)

export const ANALYTICS_PROVIDERS = ['none', 'plausible'] as const

const iconName = line
  .refine((name) => Object.hasOwn(icons, name), {
    error: 'is not a lucide icon name (see https://lucide.dev/icons, e.g. Handshake)',
  })
  .meta({ description: 'A lucide icon name in PascalCase, for example Handshake (https://lucide.dev/icons).' })

// The CMS enters whole numbers in a widget of its own that refuses a fraction with the same message (src/cms/widgets.ts).
const whole = (expected: string, unit: string) =>
  z
    .number({ error: required(expected) })
    .int({ error: `must be a whole ${unit}` })
    .meta({ integerError: `must be a whole ${unit}` })

const plural = (word: string) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`)

const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: required(`a list of ${plural(what)}`) }).min(1, { error: `needs at least one ${what}` })

const unknownField = z.unknown().refine(() => false, { error: 'unknown field' })

// Strict, but each unknown key fails at its own path (`items.0.colour: unknown field`), which Astro prints beside the file.
export const record = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: required('a group of fields') }).catchall(unknownField) as unknown as z.ZodObject<T, z.core.$strict>

/** One line a problem, `<where>: <field path>: <message>`, as the build reports a content file. */
export function formatSchemaError(error: z.ZodError, where = ''): string {
  return error.issues.map((issue) => [where, issue.path.join('.'), issue.message].filter(Boolean).join(': ')).join('\n')
}

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

const dimension = whole('a number of pixels', 'number of pixels').positive({ error: 'must be a positive number of pixels' })

const PICTURE_SRC = /^(?:\/uploads\/[^/\s]+\.(?:jpe?g|png|webp|avif)|https:\/\/\S+)$/i

// Empty text counts as no picture: it is what the CMS writes when a picture is removed.
const pictureSrc = text.refine((src) => src === '' || PICTURE_SRC.test(src), {
  error: 'must be an uploaded picture (/uploads/<file>, a JPEG, PNG, WebP or AVIF) or an https:// address',
})

const pictureAlt = text.optional().meta({
  title: 'Photo description (alt text)',
  description: 'Required with a photo: what it shows, for people who cannot see it.',
})

const PHOTO_RULES = (frame: Frame) =>
  `A JPEG, PNG, WebP or AVIF of at least ${frame.minWidth}×${frame.minHeight} pixels and at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, or an https:// address with its width and height.`

type PictureKeys = Record<'src' | 'alt' | 'width' | 'height', string>

/** A picture's fields agree: alt text with every picture, a size only for an external one (an upload's is read from the file). */
const pictureRules = (keys: PictureKeys) => (data: Record<string, unknown>, context: z.RefinementCtx) => {
  const issue = (key: keyof PictureKeys, message: string) => context.addIssue({ code: 'custom', path: [keys[key]], message })
  const src = (data[keys.src] as string | undefined) ?? ''
  if (!src && data[keys.alt]) issue('src', 'no picture chosen for this alt text: choose one, or clear the alt text')
  if (src && !data[keys.alt]) issue('alt', 'required with a picture: describe what it shows')
  for (const key of ['width', 'height'] as const) {
    const sized = data[keys[key]] !== undefined
    if (sized && !src) issue(key, 'only for an external https:// picture')
    else if (sized && isUpload(src)) issue(key, "only for an external https:// picture: an upload's size is read from the file")
    else if (!sized && src.startsWith('https://')) issue(key, 'required for an external picture')
  }
}

const toolSchema = record({
  name: line,
  logo: line.optional().meta({
    description:
      "A simple-icons slug (https://simpleicons.org), e.g. shopify; leave empty to show the tool's initials on a tile.",
  }),
})

const stepSchema = record({ title: line, description: paragraph, icon: iconName.optional() })

export const offeringSchema = record({
  order: whole('a number', 'number')
    .positive({ error: 'must be 1 or more' })
    .meta({ title: 'Menu position', description: 'Where the page appears in the menu and lists: 1 comes first.' }),
  name: line.meta({ title: 'Short name', description: 'Used in menus and cards, e.g. Customer Support.' }),
  title: line.meta({ title: 'Page title (h1)' }),
  subtitle: paragraph,
  description: line
    .max(160, { error: 'must be at most 160 characters' })
    .meta({ title: 'Search description', description: 'Shown by search engines; at most 160 characters.' }),
  icon: iconName,
  heroImage: record({
    src: pictureSrc.optional().meta({
      title: 'Photo',
      widget: 'photo',
      frame: 'offeringHero',
      description: `Leave empty to show the drawing made from this page's key tasks and tools. ${PHOTO_RULES(FRAMES.offeringHero)}`,
    }),
    alt: pictureAlt,
    width: dimension.optional().meta({ title: 'Width in pixels (external address only)' }),
    height: dimension.optional().meta({ title: 'Height in pixels (external address only)' }),
  })
    .superRefine(pictureRules({ src: 'src', alt: 'alt', width: 'width', height: 'height' }))
    .transform(({ src, alt = '', width, height }) => (src ? { src, alt, width, height } : undefined))
    .optional()
    .meta({ title: 'Hero photo' }),
  keyTasksHeading: line,
  keyTasks: list(stepSchema, 'key task'),
  tools: z.array(toolSchema).optional(),
  techCategories: z
    .array(record({ name: line, tools: list(toolSchema, 'tool') }))
    .optional()
    .meta({
      title: 'Technology categories',
      description: 'Web design & development only; the page shows the first two tools of each.',
    }),
  compliance: paragraph.optional().meta({ title: 'Compliance statement' }),
  businessAssociateAgreement: paragraph.optional().meta({
    title: 'Business associate agreement',
    description:
      'Fact to confirm (Healthcare): whether TandemDesk signs a business associate agreement with a practice, and how to ask for one. Shown under the compliance statement; left out until written.',
  }),
  cardTagline: paragraph
    .optional()
    .meta({ description: 'Industries: the sentence on the industry card of the Industries page.' }),
})

export type OfferingRecord = z.infer<typeof offeringSchema>

// Hours stated once, by the month or the week as specification §9 does; text says them through {plan.<id>.hours} or {plan.<id>.weeklyHours}.
const wholeHours = whole('a number of hours', 'number of hours').positive({ error: 'must be more than 0' })

export const pricingPlanSchema = record({
  id: slug.meta({ title: 'Plan id', description: 'Used by price placeholders such as {plan.growth.price}; do not change it.' }),
  name: line,
  subtitle: line,
  price: whole('a price in whole US dollars', 'number of dollars')
    .nonnegative({ error: 'must not be negative' })
    .meta({ title: 'Price (US dollars a month)' }),
  priceFrom: z.boolean().optional().meta({ title: "Show 'from' before the price" }),
  period: line,
  hours: line.meta({
    title: 'Hours label',
    description:
      'Write the number as {plan.<id>.hours} (a month) or {plan.<id>.weeklyHours} (a week), e.g. "{plan.starter.hours} hours of VA support".',
  }),
  monthlyHours: wholeHours.optional().meta({
    title: 'Hours a month',
    description: 'For a plan sold by the month. Leave empty for a full-time plan that gives hours a week.',
  }),
  weeklyHours: wholeHours.optional().meta({
    title: 'Hours a week',
    description: 'For a full-time plan (Dedicated VA). Its hours a month are worked out as weeks × 52 ÷ 12 (40 → 173).',
  }),
  badge: line.optional(),
  featured: z.boolean().optional().meta({
    title: 'Stand out as the recommended plan',
    description: 'Turn on for one plan only (the Most Popular): its card is the one drawn larger and bolder.',
  }),
  description: paragraph,
  tasks: list(line, 'task').meta({
    description: 'What this plan has that the others do not; what every plan has goes under "Every plan includes".',
  }),
  buttonText: line,
  buttonVariant: z.enum(['primary', 'outline']).meta({ title: 'Button style' }),
})
  .refine((plan) => (plan.monthlyHours === undefined) !== (plan.weeklyHours === undefined), {
    error: 'give the hours once: either monthlyHours or weeklyHours',
    path: ['monthlyHours'],
  })
  .transform((plan) => ({ ...plan, monthlyHours: monthlyHoursOf(plan) }))

export type PricingPlan = z.infer<typeof pricingPlanSchema>

const featureSchema = record({ icon: iconName, title: line, description: paragraph })
const ctaSchema = record({ title: line, text: paragraph })

// The calculator's field problems (src/lib/savings.ts, FieldProblem), each worded by the owner.
const FIELD_PROBLEMS = {
  missing: 'when the field is empty',
  notNumber: 'when the field holds no number',
  negative: 'when the number is below 0',
  zero: 'when the number is 0',
  tooLarge: 'when the number is above the limit, {limit}',
} as const

const calculatorField = <P extends keyof typeof FIELD_PROBLEMS>(name: string, problems: ReadonlyArray<P>) =>
  record({
    label: wording(`The ${name} field's label.`),
    hint: wording(`Under the label; {example} is the example value below.`, ['example']),
    unit: wording('Beside the number, e.g. hours.'),
    example: z
      .number({ error: required('a number') })
      .nonnegative({ error: 'must not be negative' })
      .meta({ title: 'Example value', description: 'Filled in when the page opens; an illustration, not a market rate.' }),
    errors: record(
      Object.fromEntries(
        problems.map((problem) => [
          problem,
          wording(`The message ${FIELD_PROBLEMS[problem]}.`, problem === 'tooLarge' ? ['limit'] : []),
        ]),
      ) as Record<P, ReturnType<typeof wording>>,
    ).meta({ title: 'Messages' }),
  })

/** One sentence for each way the comparison can come out. */
const outcomes = (what: string, names: ReadonlyArray<string>) =>
  record({
    save: wording(`${what} when the plan costs less.`, names),
    costsMore: wording(`${what} when the plan costs more.`, names),
    same: wording(`${what} when both cost the same.`, names),
  })

export const pricingSchema = record({
  intro: record({ title: line, subtitle: paragraph, eyebrow: line, plansHeading: line, note: paragraph }),
  plans: list(pricingPlanSchema, 'plan')
    .refine((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, { error: 'two plans have the same id' })
    .refine((plans) => plans.filter((plan) => plan.featured).length <= 1, { error: 'only one plan may stand out' }),
  everyPlan: record({
    heading: line.meta({ description: 'Shown above the list below, once any of it is written.' }),
    items: z.array(line).optional().meta({
      title: 'What every plan includes',
      description:
        'Fact to confirm: the work and terms every plan includes besides its hours, one a line, said once below the plan cards. Left out until written.',
    }),
    unusedHours: paragraph.optional().meta({
      title: 'Unused hours',
      description:
        "Fact to confirm: what happens to a month's hours that are not used (for example whether they carry over). Left out until written.",
    }),
    planChanges: paragraph.optional().meta({
      title: 'Changing or ending a plan',
      description:
        'Fact to confirm: how and with how much notice a client changes plan, adds hours or ends the service. Left out until written.',
    }),
  }).meta({ title: 'Every plan includes' }),
  calculator: record({
    eyebrow: line,
    title: line,
    intro: paragraph,
    inputsHeading: line.meta({ title: 'Heading above the fields' }),
    resultHeading: line.meta({ title: 'Heading of the result' }),
    note: paragraph.meta({ description: 'Below the fields: what the example values are.' }),
    withoutScripts: paragraph.meta({
      title: 'Note when scripts are off',
      description: 'Shown only in a browser that runs no JavaScript, where the estimate keeps the example values.',
    }),
    fields: record({
      wage: calculatorField('hourly wage', ['missing', 'notNumber', 'negative', 'zero', 'tooLarge']),
      overhead: calculatorField('overhead', ['notNumber', 'negative', 'tooLarge']),
      hours: calculatorField('hours', ['missing', 'notNumber', 'negative', 'zero', 'tooLarge']),
    }).meta({ title: 'Fields' }),
    result: record({
      invalidOne: wording('Instead of the estimate while one field holds a mistake.').meta({ title: 'One field to correct' }),
      invalidMany: wording('Instead of the estimate while several fields hold mistakes.').meta({
        title: 'Several fields to correct',
      }),
      headline: outcomes('The large line of the estimate,', ['plan', 'amount']).meta({ title: 'Headline' }),
      rows: record({
        localMonthly: wording('Row: what the local hire costs a month.'),
        planMonthly: wording("Row: the plan's price a month.", ['plan']),
        monthlyDifference: wording('Row: the difference a month.'),
        yearlyDifference: wording('Row: the difference a year.'),
        percentSaved: wording('Row: the difference as a percentage.'),
      }).meta({ title: 'Names of the rows' }),
      difference: outcomes('The value of the difference rows,', ['amount']).meta({ title: 'Difference' }),
      percent: outcomes('The value of the percentage row,', ['percent']).meta({ title: 'Percentage' }),
      priceFrom: wording("A plan price shown with 'from' (the Dedicated VA).", ['price']),
      capped: wording(
        'Below the figures when they come out above the most the site says a client saves, {cap} percent (specification: "save up to 70 percent against local hiring"); the estimate stops there.',
        ['cap'],
      ).meta({ title: 'Note when the saving is cut to the claim', widget: 'text' }),
      beyondLargestPlan: wording('Below the figures when the hours are more than one full-time assistant works.', [
        'hours',
        'plan',
      ]),
      estimate: wording('Below the figures, always.').meta({ title: 'What the estimate is' }),
      startsAt: wording("Added to that when the plan's price is a starting price.", ['plan']),
      summary: outcomes('Read out by screen readers when the figures settle,', [
        'plan',
        'price',
        'amount',
        'yearly',
        'percent',
      ]).meta({
        title: 'Spoken summary',
      }),
    }).meta({ title: 'Estimate' }),
  }).meta({ title: 'Savings calculator' }),
  whyChoose: record({ heading: line, points: list(featureSchema, 'point') }),
  cta: ctaSchema,
})
export type Pricing = z.infer<typeof pricingSchema>

const faqItemSchema = record({ question: line, answer: paragraph })
export type FaqItem = z.infer<typeof faqItemSchema>

export const faqSchema = record({ items: list(faqItemSchema, 'question') })

const sectionHeading = record({ eyebrow: line, title: line, intro: paragraph })

const comparisonRowSchema = record({ aspect: line, withUs: line, hiringYourself: line })
const statSchema = record({ number: line, description: line, colour: z.enum(['brand', 'accent', 'success']) })
export type StatItem = z.infer<typeof statSchema>

/** The closing box of a page, above its consultation button; each page words its own. */
const ctaBandSchema = ctaSchema.meta({
  title: 'Closing box',
  description: 'The heading and sentence above the consultation button at the foot of this page.',
})

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

/** The words every article page shows around the article itself. */
export const articlePageSchema = record({
  backLink: line.meta({ title: 'Back link', description: 'Above the cover, back to the blog, e.g. All articles.' }),
  tocLabel: line.meta({
    title: 'Contents heading',
    description: "Heads an article's list of sections, beside the text on wide screens and above it on phones.",
  }),
  contentsLink: line.meta({
    title: 'Contents button',
    description:
      'A short word on a small button that stays at the bottom of a phone screen and leads back to the list of sections, e.g. Contents.',
  }),
  consultationText: paragraph.meta({
    title: 'Consultation box: text',
    description: "After every article, under 'Ready to Transform Your Business?' and above the consultation button.",
  }),
  tableLabel: line.meta({
    title: 'Name of a wide table',
    description:
      'What a screen reader announces on reaching a table in an article, which scrolls sideways on a phone, e.g. Table, scrolls sideways.',
  }),
})
export type ArticlePage = z.infer<typeof articlePageSchema>

/** The words of the blog's own pages (index, topics, search, feed) and of every article card's tags. */
export const blogPageSchema = record({
  intro: wording('Under the heading Blog on the blog index.').meta({ widget: 'text' }),
  listHeading: wording('Heads the list of every article (read by screen readers), e.g. All articles.'),
  feedDescription: wording("The feed's description (rss.xml), shown by feed readers."),
  tagsLabel: wording("Names an article's list of tag chips for screen readers, e.g. Tags."),
  tagLink: wording('The name a screen reader gives a tag chip; it must contain the tag.', ['tag']),
  articleCount: record({
    one: wording('One article.', ['count']),
    other: wording('Any other number of articles.', ['count']),
  }).meta({ title: 'Number of articles', description: 'As in "5 articles about Sales" and "5 articles found".' }),
  topic: record({
    label: wording('The small label above the heading of a topic page (and on its social card).'),
    title: wording("A topic page's heading, tab title and social card title.", ['tag']),
    intro: wording('Under the heading.', ['tag']).meta({ widget: 'text' }),
    backLink: wording('The button back to the blog index.'),
    listHeading: wording("Heads the topic's list of articles; {count} is the number of articles in words.", ['count', 'tag']),
    description: wording("The topic page's search description; {count} is the number of articles in words.", [
      'count',
      'brand',
      'tag',
    ]),
  }).meta({ title: 'Topic pages', description: 'The pages at /blogs/tags/…, one for each tag.' }),
  search: record({
    label: wording('Above the search box.'),
    placeholder: wording('In the empty box.'),
    clear: wording('The name of the button that empties the box (read by screen readers).'),
    searching: wording('While a search runs.'),
    found: wording('Above the results; {count} is the number of articles in words.', ['count', 'query']),
    none: wording('When nothing matches.', ['query']).meta({ widget: 'text' }),
    unavailable: wording('When the search cannot load.').meta({ widget: 'text' }),
    resultsHeading: wording('Heads the results for screen readers.'),
  }).meta({ title: 'Search box' }),
})
export type BlogPage = z.infer<typeof blogPageSchema>

const serviceCardSchema = record({
  title: line,
  tagline: paragraph,
  icon: iconName.optional(),
  service: slug.optional().meta({ title: 'Service page', description: 'The service whose icon the card shows (its file name).' }),
  industry: slug
    .optional()
    .meta({ title: 'Industry page', description: 'The industry whose icon the card shows (its file name).' }),
}).refine((card) => [card.icon, card.service, card.industry].filter(Boolean).length === 1, {
  error: 'give exactly one of icon, service or industry',
})

const cardsPage = { title: line, eyebrow: line, subtitle: paragraph, cardsHeading: line, cardsIntro: paragraph }

export const servicesPageSchema = record({ ...cardsPage, cards: list(serviceCardSchema, 'card'), ctaBand: ctaBandSchema })
export type ServicesPage = z.infer<typeof servicesPageSchema>

export const industriesPageSchema = record({ ...cardsPage, cardLinkLabel: line, ctaBand: ctaBandSchema })
export type IndustriesPage = z.infer<typeof industriesPageSchema>

export const offeringPageSchema = record({
  cta: ctaSchema,
  eyebrows: record({
    service: wording("Above a service page's heading (and on its social card), e.g. Service."),
    industry: wording("Above an industry page's heading (and on its social card), e.g. Industry."),
  }).meta({ title: 'Label above the heading' }),
  tools: record({
    intro: wording("Under the heading 'Your Preferred Tools and Software' of a service page's tools.").meta({ widget: 'text' }),
    otherToolsNote: wording(
      'Web design & development: below the technology categories, which show two tools each; the specification asks for a note that other tools can be learned.',
    ).meta({ title: 'Note below the technology categories', widget: 'text' }),
  }).meta({ title: 'Tools section' }),
  placeholder: record({
    backLink: wording("The second button of a service page still to be written ('content coming soon').").meta({
      title: 'Back link',
    }),
    description: wording("Such a page's search description; {title} is the page's name.", ['title']).meta({
      title: 'Search description',
      widget: 'text',
    }),
  }).meta({ title: 'Pages still to be written', description: 'The seven service pages that show content coming soon.' }),
})
export type OfferingPageWords = z.infer<typeof offeringPageSchema>

const sitePath = matching(/^\/[a-z0-9/-]*$/, 'must be a path of this site, e.g. /pricing')

const pageHeadSchema = record({
  path: sitePath.meta({
    description: "The page's address, as its page in the site's code serves it: a new entry needs that page first.",
  }),
  title: line.optional().meta({ description: 'The browser tab title without the brand; the home page has none.' }),
  description: line.meta({
    title: 'Search description',
    description: 'At most 160 characters once prices are filled in; may use placeholders such as {plan.growth.price}.',
  }),
  crumb: line.meta({ title: 'Breadcrumb name' }),
  card: record({
    label: wording("The small label above the page's title on its social card (the privacy policy's shows its date).", [
      'lastUpdated',
    ]),
    icon: iconName,
  }).meta({ title: 'Social card', description: 'The picture shown when the page is shared; its title is the title above.' }),
})

/** The pages at fixed paths, one entry each in content/page-heads.yaml: the list of them is this file's. */
export const pageHeadsSchema = record({
  pages: list(pageHeadSchema, 'page').refine((pages) => new Set(pages.map((page) => page.path)).size === pages.length, {
    error: 'lists a path twice',
  }),
})

export const navigationSchema = record({
  header: list(
    record({
      name: line,
      href: sitePath,
      menu: z
        .enum(['services', 'industries'])
        .optional()
        .meta({ title: 'Opens a menu of', description: 'Services or industries: the pages listed come from their files.' }),
    }),
    'link',
  ).meta({ title: 'Header links', description: 'The links across the top of every page, in order.' }),
  footer: list(record({ name: line, href: sitePath }), 'link').meta({
    title: 'Footer links',
    description: 'The links in the footer of every page, in order.',
  }),
  menuToggle: record({
    open: line.meta({ title: 'While closed', description: 'Read out for the menu button while the menu is closed.' }),
    close: line.meta({ title: 'While open', description: 'Read out for the same button while the menu is open.' }),
    menuName: wording('The name screen readers give the opened menu itself, e.g. Mobile.').meta({ title: 'Menu name' }),
  }).meta({
    title: 'Phone menu button',
    description: 'What screen readers say for the button that opens and closes the menu on phones (it shows an icon only).',
  }),
  labels: record({
    skipLink: wording('The first link of every page, shown when a keyboard user tabs to it; it jumps past the menus.'),
    home: wording('What screen readers say for the brand link at the top left.', ['brand']),
    mainMenu: wording('The name screen readers give the header menu, e.g. Main.'),
    allLink: wording(
      "The last link of the Services and Industries menus, to the overview page; {name} is the menu's name in lower case.",
      ['name'],
    ),
    footerMenu: wording('The name screen readers give the footer links, e.g. Footer.'),
    footerLinksHeading: wording('Above the footer links.'),
    footerContactHeading: wording("Above the footer's address, e-mail and consultation link."),
    copyright: wording('The last line of every page.', ['year', 'brand']),
  }).meta({ title: 'Header and footer words' }),
})

export type Navigation = z.infer<typeof navigationSchema>

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

export const blogOrderSchema = record({
  order: list(slug, 'article id')
    .refine((ids) => new Set(ids).size === ids.length, { error: 'lists an article twice' })
    .meta({ title: 'Article order', description: 'Article file names (without .md) in the order the blog lists them.' }),
})

/** Specification §3 'Tags seen': an article may use only these, spelled exactly. */
export const POST_TAGS = [
  'Virtual Assistants',
  'Sales',
  'Executive Support',
  'Productivity',
  'Delegation',
  'Remote Work',
  'AI',
  'Automation',
  'Business Growth',
  'Leadership',
] as const
export type PostTag = (typeof POST_TAGS)[number]

export const postFrontmatterSchema = record({
  title: line,
  excerpt: line,
  image: pictureSrc.optional().meta({
    title: 'Cover photo',
    widget: 'photo',
    frame: 'cover',
    description: `Leave empty to show the cover drawn from the article's sections and figure. ${PHOTO_RULES(FRAMES.cover)}`,
  }),
  imageAlt: pictureAlt,
  imageWidth: dimension.optional().meta({ title: 'Cover width in pixels (external address only)' }),
  imageHeight: dimension.optional().meta({ title: 'Cover height in pixels (external address only)' }),
  publishedAt: z.string({ error: required('a date') }).refine(isPublishedAt, {
    error: 'must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
  }),
  author: line,
  tags: z
    .array(
      z.enum(POST_TAGS, {
        error: (issue) =>
          typeof issue.input === 'string' ? `unknown tag ${JSON.stringify(issue.input)}` : required('a tag')(issue),
      }),
      { error: required('a list of tags') },
    )
    .min(1, { error: 'needs at least one tag' })
    .refine((tags) => new Set(tags).size === tags.length, { error: 'lists a tag twice' }),
}).superRefine(pictureRules({ src: 'image', alt: 'imageAlt', width: 'imageWidth', height: 'imageHeight' }))
export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>

export type CtaBandText = z.infer<typeof ctaSchema>

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

// What each drawn picture shows, for screen readers and search engines (decision 049): the scene is chosen in
// src/lib/illustrations.ts, and its sentence here. Titles and hints tell the owner which page shows which scene.
const OFFERING_PICTURES: Record<OfferingScene, { title: string; page: string }> = {
  pipeline: { title: 'Deal pipeline', page: 'the Sales page (/services/sales)' },
  'support-inbox': { title: 'Ticket inbox and chat', page: 'the Customer Support page (/services/customer-support)' },
  ledger: { title: 'Ledger', page: 'the bookkeeping page (/services/book-keeping)' },
  'calendar-travel': { title: 'Calendar and travel plan', page: 'the executive assistant page (/services/executive-assistant)' },
  'content-calendar': { title: 'Content calendar', page: 'the marketing page (/services/marketing)' },
  'agent-handoff': { title: 'AI agent handing over', page: 'the AI agents page (/services/ai-agents)' },
  'page-build': { title: 'Web page being built', page: 'the web design page (/services/web-design-development)' },
  'admin-desk': { title: 'Inbox, calendar and checklist', page: 'the administrative page (/services/administrative)' },
  'order-board': { title: 'Order board', page: 'the e-commerce page (/industries/ecommerce)' },
  'month-end-close': { title: 'Month-end checklist', page: 'the accounting page (/industries/accounting)' },
  'policy-claim': { title: 'Policy and claim file', page: 'the insurance page (/industries/insurance)' },
  listings: { title: 'Property listings', page: 'the real estate page (/industries/real-estate)' },
  'job-schedule': { title: 'Job schedule', page: 'the construction page (/industries/construction)' },
  'patient-schedule': { title: 'Patient schedule', page: 'the healthcare page (/industries/healthcare)' },
  'work-board': { title: 'Work board', page: 'a service or industry page added later, until it has a scene of its own' },
}

/** `counts`: what `{count}` is in that cover's words, drawn from the article's figure within what the picture holds. */
const COVER_PICTURES: Record<CoverScene, { title: string; topic: string; counts: string }> = {
  security: { title: 'Shield and access list', topic: 'security, privacy or NDAs', counts: 'the people on the list' },
  'revenue-cycle': { title: 'Revenue cycle', topic: 'medical practices, patients or health', counts: 'the stages' },
  house: { title: 'House for sale', topic: 'real estate or property', counts: 'the showings on the map' },
  storefronts: { title: 'Online storefronts', topic: 'online stores (Amazon, eBay, Shopify)', counts: 'the storefronts' },
  feed: { title: 'Planned posts', topic: 'social media', counts: 'the days with a post' },
  'time-zones': { title: 'Two clocks', topic: 'time zones', counts: 'the clocks (always two)' },
  week: { title: 'Founder’s week', topic: 'executives or founders (and the Executive Support tag)', counts: 'the blocks held' },
  'agent-desk': { title: 'Chat handed to a person', topic: 'customer service or support', counts: 'the messages before it' },
  versus: { title: 'AI agent beside a person', topic: 'a comparison ("vs" in the title)', counts: 'the tasks beside each' },
  skills: { title: 'Person among linked tools', topic: 'the workforce', counts: 'the tools' },
  workflow: { title: 'Automation recipes', topic: 'automation (and the AI and Automation tags)', counts: 'the recipes' },
  hours: { title: 'Calculator and hour blocks', topic: 'counting hours or estimates', counts: 'the columns' },
  costs: { title: 'Stacks of coins', topic: 'costs, money or budgets', counts: 'the stacks' },
  'task-grid': { title: 'Grid of tasks', topic: 'a number of tasks ("Top 50", "25 tasks")', counts: 'the number in the title' },
  handoff: {
    title: 'Task cards handed over',
    topic: 'what to hand over first (and the Delegation tag, or no other topic)',
    counts: 'the cards',
  },
  'org-chart': {
    title: 'Team chart',
    topic: 'scaling or headcount (and the Business Growth and Leadership tags)',
    counts: 'the roles under the lead',
  },
  funnel: { title: 'Sales funnel', topic: 'sales or a pipeline (and the Sales tag)', counts: 'the stages' },
  'video-call': { title: 'Video call', topic: 'remote work (and the Remote Work tag)', counts: 'the teammates' },
  'time-audit': { title: 'Week as a pie', topic: 'delegating (and the Productivity tag)', counts: 'the slices' },
}

const pictureShape = <K extends string, V, S extends z.ZodType>(table: Record<K, V>, field: (key: K, value: V) => S) =>
  record(Object.fromEntries(Object.entries<V>(table).map(([key, value]) => [key, field(key as K, value)])) as Record<K, S>)

export const picturesSchema = record({
  offerings: record({
    scenes: pictureShape(OFFERING_PICTURES, (scene, { title, page }) =>
      scene === 'work-board'
        ? wording(`The picture on ${page}; {tasks} is the list of its first key tasks.`, ['tasks']).meta({ title })
        : wording(`What the picture on ${page} shows, when the page has no photo of its own.`).meta({ title }),
    ).meta({ title: 'What each picture shows' }),
    withTools: wording(
      'When tools are drawn on the picture: {picture} is what it shows (above), {tools} the tools drawn, e.g. HubSpot, Salesforce, and Pipedrive.',
      ['picture', 'tools'],
    ).meta({ title: 'With the tools drawn on it' }),
  }).meta({
    title: 'Service and industry pictures',
    description: 'What screen readers and search engines read for the picture beside each page’s title.',
  }),
  covers: record({
    scenes: pictureShape(COVER_PICTURES, (_, { title, topic, counts }) =>
      record({
        card: wording(`On the article's card in the blog's lists; {count} is ${counts}.`, ['count']).meta({ title: 'On cards' }),
        article: wording(`On the article's own page; {card} is the words on cards, {count} ${counts}.`, ['card', 'count']).meta({
          title: 'On the article',
        }),
      }).meta({ title, description: `The cover of an article about ${topic}.` }),
    ).meta({ title: 'What each cover shows' }),
    withFigure: wording(
      "On the article's own page, when the article has a figure: {picture} is what the cover shows (above), {figure} the figure's title.",
      ['picture', 'figure'],
    ).meta({ title: 'With the article’s figure' }),
  }).meta({
    title: 'Article covers',
    description: 'What screen readers and search engines read for the cover drawn for an article without a photo.',
  }),
  numbers: list(line, 'word').meta({
    title: 'Numbers in words',
    description:
      'How the descriptions write a {count}: the first word stands for 1, the second for 2, and so on; a number past the end of the list is written in figures.',
  }),
})
export type PictureWords = z.infer<typeof picturesSchema>
