import type { z } from 'zod'
import type { FRAMES } from '#src/lib/pictures.ts'
import * as schemas from './schemas.ts'

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
    schema: schemas.offeringSchema,
    label,
    singular,
    summary: 'name',
    picture: { field: 'heroImage.src', frame: 'offeringHero' },
  }) as const

export const CONTENT_FILES = {
  site: { file: 'site.yaml', schema: schemas.siteSchema, label: 'Site details' },
  pricing: { file: 'pricing.yaml', schema: schemas.pricingSchema, label: 'Pricing and plans' },
  faq: { file: 'faq.yaml', schema: schemas.faqSchema, label: 'FAQ' },
  home: { file: 'pages/home.yaml', schema: schemas.homeSchema, label: 'Home page', group: 'pages' },
  about: { file: 'pages/about.yaml', schema: schemas.aboutSchema, label: 'Who We Are', group: 'pages' },
  servicesPage: { file: 'pages/services.yaml', schema: schemas.servicesPageSchema, label: 'Services page', group: 'pages' },
  industriesPage: {
    file: 'pages/industries.yaml',
    schema: schemas.industriesPageSchema,
    label: 'Industries page',
    group: 'pages',
  },
  offeringPage: {
    file: 'pages/offering.yaml',
    schema: schemas.offeringPageSchema,
    label: 'Service and industry pages: closing box',
    group: 'pages',
  },
  contact: { file: 'pages/contact.yaml', schema: schemas.contactSchema, label: 'Contact page', group: 'pages' },
  articlePage: { file: 'pages/article.yaml', schema: schemas.articlePageSchema, label: 'Article pages', group: 'pages' },
  blogPage: { file: 'pages/blog.yaml', schema: schemas.blogPageSchema, label: 'Blog index, topics and search', group: 'pages' },
  privacy: { file: 'pages/privacy-policy.yaml', schema: schemas.privacySchema, label: 'Privacy policy', group: 'pages' },
  pageHeads: {
    file: 'page-heads.yaml',
    schema: schemas.pageHeadsSchema,
    label: 'Page titles and search descriptions',
    group: 'pages',
  },
  careersPage: { file: 'pages/careers.yaml', schema: schemas.careersPageSchema, label: 'Job Openings page', group: 'pages' },
  messages: {
    file: 'messages.yaml',
    schema: schemas.messagesSchema,
    label: 'Preview notice and not-found screens',
    group: 'pages',
  },
  pictures: {
    file: 'pictures.yaml',
    schema: schemas.picturesSchema,
    label: 'Descriptions of the drawn pictures',
    group: 'pages',
  },
  blogOrder: { file: 'blog-order.yaml', schema: schemas.blogOrderSchema, label: 'Order of the articles', group: 'pages' },
  navigation: { file: 'navigation.yaml', schema: schemas.navigationSchema, label: 'Menu and footer links', group: 'pages' },
} as const satisfies Record<string, ContentFile>

export const CONTENT_FOLDERS = {
  blog: {
    extension: 'md',
    schema: schemas.postFrontmatterSchema,
    label: 'Articles',
    singular: 'Article',
    summary: 'title',
    picture: { field: 'image', frame: 'cover' },
  },
  services: offeringFolder('Services', 'Service'),
  industries: offeringFolder('Industries', 'Industry'),
  jobs: { extension: 'yaml', schema: schemas.jobOpeningSchema, label: 'Job openings', singular: 'Job opening', summary: 'title' },
} as const satisfies Record<string, ContentFolder>
