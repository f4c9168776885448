import { z } from 'zod'
import { FRAMES } from '#src/lib/pictures.ts'
import {
  PHOTO_RULES,
  ctaBandSchema,
  ctaSchema,
  dimension,
  iconName,
  line,
  list,
  paragraph,
  pictureAlt,
  pictureRules,
  pictureSrc,
  record,
  slug,
  stepSchema,
  whole,
  wording,
} from './fields.ts'

const toolSchema = record({
  name: line,
  logo: line.optional().meta({
    description:
      "A simple-icons slug (https://simpleicons.org), e.g. shopify; leave empty to show the tool's initials on a tile.",
  }),
})

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
