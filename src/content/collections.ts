import type { z } from 'zod'
import {
  aboutSchema,
  blogOrderSchema,
  contactSchema,
  faqSchema,
  homeSchema,
  industriesPageSchema,
  jobOpeningSchema,
  navigationSchema,
  offeringPageSchema,
  offeringSchema,
  pageHeadsSchema,
  postFrontmatterSchema,
  pricingSchema,
  privacySchema,
  servicesPageSchema,
  siteSchema,
} from './schemas.ts'

// A single file is one entry, whose id is the collection name (src/content.config.ts, src/lib/cms.ts).
export type ContentFile = { file: string; schema: z.ZodType; label: string; group?: 'pages' }
export type ContentFolder = {
  folder: string
  extension: 'yaml' | 'md'
  schema: z.ZodType
  label: string
  singular: string
  summary: string
}

export const CONTENT_FILES = {
  site: { file: 'site.yaml', schema: siteSchema, label: 'Site details' },
  pricing: { file: 'pricing.yaml', schema: pricingSchema, label: 'Pricing and plans' },
  faq: { file: 'faq.yaml', schema: faqSchema, label: 'FAQ' },
  home: { file: 'pages/home.yaml', schema: homeSchema, label: 'Home page', group: 'pages' },
  about: { file: 'pages/about.yaml', schema: aboutSchema, label: 'Who We Are', group: 'pages' },
  servicesPage: { file: 'pages/services.yaml', schema: servicesPageSchema, label: 'Services page', group: 'pages' },
  industriesPage: { file: 'pages/industries.yaml', schema: industriesPageSchema, label: 'Industries page', group: 'pages' },
  offeringPage: {
    file: 'pages/offering.yaml',
    schema: offeringPageSchema,
    label: 'Service and industry pages: closing box',
    group: 'pages',
  },
  contact: { file: 'pages/contact.yaml', schema: contactSchema, label: 'Contact page', group: 'pages' },
  privacy: { file: 'pages/privacy-policy.yaml', schema: privacySchema, label: 'Privacy policy', group: 'pages' },
  pageHeads: { file: 'page-heads.yaml', schema: pageHeadsSchema, label: 'Page titles and search descriptions', group: 'pages' },
  blogOrder: { file: 'blog-order.yaml', schema: blogOrderSchema, label: 'Order of the articles', group: 'pages' },
  navigation: { file: 'navigation.yaml', schema: navigationSchema, label: 'Menu and footer links', group: 'pages' },
} as const satisfies Record<string, ContentFile>

export const CONTENT_FOLDERS = {
  blog: { folder: 'blog', extension: 'md', schema: postFrontmatterSchema, label: 'Articles', singular: 'Article', summary: 'title' },
  services: { folder: 'services', extension: 'yaml', schema: offeringSchema, label: 'Services', singular: 'Service', summary: 'name' },
  industries: {
    folder: 'industries',
    extension: 'yaml',
    schema: offeringSchema,
    label: 'Industries',
    singular: 'Industry',
    summary: 'name',
  },
  jobs: { folder: 'jobs', extension: 'yaml', schema: jobOpeningSchema, label: 'Job openings', singular: 'Job opening', summary: 'title' },
} as const satisfies Record<string, ContentFolder>
