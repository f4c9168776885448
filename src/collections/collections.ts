import type { z } from 'zod'
import type { FRAMES } from '#src/lib/pictures.ts'
import { articlePageSchema, blogOrderSchema, blogPageSchema, postFrontmatterSchema } from './schemas/blog.ts'
import { careersPageSchema, jobOpeningSchema } from './schemas/careers.ts'
import { navigationSchema, pageHeadsSchema } from './schemas/navigation.ts'
import { industriesPageSchema, offeringPageSchema, offeringSchema, servicesPageSchema } from './schemas/offerings.ts'
import { aboutSchema, contactSchema, faqSchema, homeSchema, messagesSchema, privacySchema } from './schemas/pages.ts'
import { picturesSchema } from './schemas/pictures.ts'
import { pricingSchema } from './schemas/pricing.ts'
import { siteSchema } from './schemas/site.ts'

// A single file is one entry, whose id is the collection name (src/content.config.ts, src/lib/cms.ts).
export type ContentFile = { file: string; schema: z.ZodType; label: string; group?: 'pages' }
/** A folder content/<name>/; `picture` names the field that may name an upload, checked as the file is read. */
export type ContentFolder = {
  extension: 'yaml' | 'md'
  schema: z.ZodType
  label: string
  singular: string
  summary: string
  picture?: { field: string; frame: keyof typeof FRAMES }
}

const offeringFolder = (label: string, singular: string) =>
  ({
    extension: 'yaml',
    schema: offeringSchema,
    label,
    singular,
    summary: 'name',
    picture: { field: 'heroImage.src', frame: 'offeringHero' },
  }) as const

export const CONTENT_FILES = {
  site: { file: 'site.yaml', schema: siteSchema, label: 'Site details' },
  pricing: { file: 'pricing.yaml', schema: pricingSchema, label: 'Pricing and plans' },
  faq: { file: 'faq.yaml', schema: faqSchema, label: 'FAQ' },
  home: { file: 'pages/home.yaml', schema: homeSchema, label: 'Home page', group: 'pages' },
  about: { file: 'pages/about.yaml', schema: aboutSchema, label: 'Who We Are', group: 'pages' },
  servicesPage: { file: 'pages/services.yaml', schema: servicesPageSchema, label: 'Services page', group: 'pages' },
  industriesPage: {
    file: 'pages/industries.yaml',
    schema: industriesPageSchema,
    label: 'Industries page',
    group: 'pages',
  },
  offeringPage: {
    file: 'pages/offering.yaml',
    schema: offeringPageSchema,
    label: 'Service and industry pages: closing box',
    group: 'pages',
  },
  contact: { file: 'pages/contact.yaml', schema: contactSchema, label: 'Contact page', group: 'pages' },
  articlePage: { file: 'pages/article.yaml', schema: articlePageSchema, label: 'Article pages', group: 'pages' },
  blogPage: { file: 'pages/blog.yaml', schema: blogPageSchema, label: 'Blog index, topics and search', group: 'pages' },
  privacy: { file: 'pages/privacy-policy.yaml', schema: privacySchema, label: 'Privacy policy', group: 'pages' },
  pageHeads: {
    file: 'page-heads.yaml',
    schema: pageHeadsSchema,
    label: 'Page titles and search descriptions',
    group: 'pages',
  },
  careersPage: { file: 'pages/careers.yaml', schema: careersPageSchema, label: 'Job Openings page', group: 'pages' },
  messages: {
    file: 'messages.yaml',
    schema: messagesSchema,
    label: 'Preview notice and not-found screens',
    group: 'pages',
  },
  pictures: {
    file: 'pictures.yaml',
    schema: picturesSchema,
    label: 'Descriptions of the drawn pictures',
    group: 'pages',
  },
  blogOrder: { file: 'blog-order.yaml', schema: blogOrderSchema, label: 'Order of the articles', group: 'pages' },
  navigation: { file: 'navigation.yaml', schema: navigationSchema, label: 'Menu and footer links', group: 'pages' },
} as const satisfies Record<string, ContentFile>

export const CONTENT_FOLDERS = {
  blog: {
    extension: 'md',
    schema: postFrontmatterSchema,
    label: 'Articles',
    singular: 'Article',
    summary: 'title',
    picture: { field: 'image', frame: 'cover' },
  },
  services: offeringFolder('Services', 'Service'),
  industries: offeringFolder('Industries', 'Industry'),
  jobs: { extension: 'yaml', schema: jobOpeningSchema, label: 'Job openings', singular: 'Job opening', summary: 'title' },
} as const satisfies Record<string, ContentFolder>
