import { defineCollection } from 'astro:content'
import type { CONTENT_FILES, CONTENT_FOLDERS } from './collections/collections.ts'
import { folderLoader, recordLoader } from './collections/loaders.ts'
import { articlePageSchema, blogOrderSchema, blogPageSchema, postFrontmatterSchema } from './collections/schemas/blog.ts'
import { careersPageSchema, jobOpeningSchema } from './collections/schemas/careers.ts'
import { navigationSchema, pageHeadsSchema } from './collections/schemas/navigation.ts'
import { industriesPageSchema, offeringPageSchema, offeringSchema, servicesPageSchema } from './collections/schemas/offerings.ts'
import { aboutSchema, contactSchema, faqSchema, homeSchema, messagesSchema, privacySchema } from './collections/schemas/pages.ts'
import { picturesSchema } from './collections/schemas/pictures.ts'
import { pricingSchema } from './collections/schemas/pricing.ts'
import { siteSchema } from './collections/schemas/site.ts'

// Each file of content/ is one collection of one entry, each folder a collection of its files. Their paths and CMS
// labels are the table in src/collections/collections.ts, which the CMS and the scripts outside Astro read too.

const site = defineCollection({ loader: recordLoader('site'), schema: siteSchema })
const pricing = defineCollection({ loader: recordLoader('pricing'), schema: pricingSchema })
const faq = defineCollection({ loader: recordLoader('faq'), schema: faqSchema })
const home = defineCollection({ loader: recordLoader('home'), schema: homeSchema })
const about = defineCollection({ loader: recordLoader('about'), schema: aboutSchema })
const servicesPage = defineCollection({ loader: recordLoader('servicesPage'), schema: servicesPageSchema })
const industriesPage = defineCollection({ loader: recordLoader('industriesPage'), schema: industriesPageSchema })
const offeringPage = defineCollection({ loader: recordLoader('offeringPage'), schema: offeringPageSchema })
const contact = defineCollection({ loader: recordLoader('contact'), schema: contactSchema })
const articlePage = defineCollection({ loader: recordLoader('articlePage'), schema: articlePageSchema })
const blogPage = defineCollection({ loader: recordLoader('blogPage'), schema: blogPageSchema })
const privacy = defineCollection({ loader: recordLoader('privacy'), schema: privacySchema })
const pageHeads = defineCollection({ loader: recordLoader('pageHeads'), schema: pageHeadsSchema })
const careersPage = defineCollection({ loader: recordLoader('careersPage'), schema: careersPageSchema })
const messages = defineCollection({ loader: recordLoader('messages'), schema: messagesSchema })
const pictures = defineCollection({ loader: recordLoader('pictures'), schema: picturesSchema })
const blogOrder = defineCollection({ loader: recordLoader('blogOrder'), schema: blogOrderSchema })
const navigation = defineCollection({ loader: recordLoader('navigation'), schema: navigationSchema })

const blog = defineCollection({ loader: folderLoader('blog'), schema: postFrontmatterSchema })
const services = defineCollection({ loader: folderLoader('services'), schema: offeringSchema })
const industries = defineCollection({ loader: folderLoader('industries'), schema: offeringSchema })
const jobs = defineCollection({ loader: folderLoader('jobs'), schema: jobOpeningSchema })

// A collection missing from the table, or the table's missing here, fails typecheck.
export const collections = {
  site,
  pricing,
  faq,
  home,
  about,
  servicesPage,
  industriesPage,
  offeringPage,
  contact,
  articlePage,
  blogPage,
  privacy,
  pageHeads,
  careersPage,
  messages,
  pictures,
  blogOrder,
  navigation,
  blog,
  services,
  industries,
  jobs,
} satisfies Record<keyof typeof CONTENT_FILES | keyof typeof CONTENT_FOLDERS, unknown>
