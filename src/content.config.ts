import { defineCollection } from 'astro:content'
import type { CONTENT_FILES, CONTENT_FOLDERS } from './content/collections.ts'
import { folderLoader, recordLoader } from './content/loaders.ts'
import * as schemas from './content/schemas.ts'

// Each file of content/ is one collection of one entry, each folder a collection of its files. Their paths and CMS
// labels are the table in src/content/collections.ts, which the CMS and the scripts outside Astro read too.

const site = defineCollection({ loader: recordLoader('site'), schema: schemas.siteSchema })
const pricing = defineCollection({ loader: recordLoader('pricing'), schema: schemas.pricingSchema })
const faq = defineCollection({ loader: recordLoader('faq'), schema: schemas.faqSchema })
const home = defineCollection({ loader: recordLoader('home'), schema: schemas.homeSchema })
const about = defineCollection({ loader: recordLoader('about'), schema: schemas.aboutSchema })
const servicesPage = defineCollection({ loader: recordLoader('servicesPage'), schema: schemas.servicesPageSchema })
const industriesPage = defineCollection({ loader: recordLoader('industriesPage'), schema: schemas.industriesPageSchema })
const offeringPage = defineCollection({ loader: recordLoader('offeringPage'), schema: schemas.offeringPageSchema })
const contact = defineCollection({ loader: recordLoader('contact'), schema: schemas.contactSchema })
const articlePage = defineCollection({ loader: recordLoader('articlePage'), schema: schemas.articlePageSchema })
const blogPage = defineCollection({ loader: recordLoader('blogPage'), schema: schemas.blogPageSchema })
const privacy = defineCollection({ loader: recordLoader('privacy'), schema: schemas.privacySchema })
const pageHeads = defineCollection({ loader: recordLoader('pageHeads'), schema: schemas.pageHeadsSchema })
const careersPage = defineCollection({ loader: recordLoader('careersPage'), schema: schemas.careersPageSchema })
const messages = defineCollection({ loader: recordLoader('messages'), schema: schemas.messagesSchema })
const pictures = defineCollection({ loader: recordLoader('pictures'), schema: schemas.picturesSchema })
const blogOrder = defineCollection({ loader: recordLoader('blogOrder'), schema: schemas.blogOrderSchema })
const navigation = defineCollection({ loader: recordLoader('navigation'), schema: schemas.navigationSchema })

const blog = defineCollection({ loader: folderLoader('blog'), schema: schemas.postFrontmatterSchema })
const services = defineCollection({ loader: folderLoader('services'), schema: schemas.offeringSchema })
const industries = defineCollection({ loader: folderLoader('industries'), schema: schemas.offeringSchema })
const jobs = defineCollection({ loader: folderLoader('jobs'), schema: schemas.jobOpeningSchema })

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
