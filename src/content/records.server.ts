import { fillPlanPlaceholdersDeep } from '#src/lib/plan-placeholders.ts'
import { CONTENT_DIR, loadFolder, loadRecord } from './load.server.ts'
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
  pricingSchema,
  privacySchema,
  servicesPageSchema,
  siteSchema,
  type JobOpening,
  type OfferingPage,
} from './record-schemas.ts'

/**
 * Every data file under content/, read and validated once per build (issue 16). The owner edits these files, by
 * hand or through the CMS at /admin; the modules beside this one give the site's components the parts they need.
 * Prices and hours are written once, in content/pricing.yaml: any text may say `{plan.growth.price}` or
 * `{plan.growth.hours}` (lib/plan-placeholders.ts).
 */
const pricingRecord = loadRecord('pricing.yaml', pricingSchema)
/** The plans' own labels and task lists state their hours through placeholders too. */
export const pricing = fillPlanPlaceholdersDeep(pricingRecord, pricingRecord.plans, `${CONTENT_DIR}/pricing.yaml`)

function loadText<T extends Parameters<typeof loadRecord>[1]>(name: string, schema: T) {
  return fillPlanPlaceholdersDeep(loadRecord(name, schema), pricing.plans, `${CONTENT_DIR}/${name}`)
}

/** The site record; what the business has not supplied yet is a preview value (src/lib/preview.ts). */
export const site = loadText('site.yaml', siteSchema)
export const faq = loadText('faq.yaml', faqSchema)
export const home = loadText('pages/home.yaml', homeSchema)
export const about = loadText('pages/about.yaml', aboutSchema)
export const contact = loadText('pages/contact.yaml', contactSchema)
export const privacy = loadText('pages/privacy-policy.yaml', privacySchema)
export const servicesPage = loadText('pages/services.yaml', servicesPageSchema)
export const industriesPage = loadText('pages/industries.yaml', industriesPageSchema)
export const offeringPage = loadText('pages/offering.yaml', offeringPageSchema)
export const pageHeads = loadText('page-heads.yaml', pageHeadsSchema)
export const blogOrder = loadRecord('blog-order.yaml', blogOrderSchema).order
export const navigation = loadRecord('navigation.yaml', navigationSchema)

/** A folder of service or industry pages in menu order; two pages may not share a position. */
function loadOfferings(kind: OfferingPage['kind']): Array<OfferingPage> {
  const folder = kind === 'service' ? 'services' : 'industries'
  const pages = loadFolder(folder, offeringSchema)
    .map((page) => ({ ...fillPlanPlaceholdersDeep(page, pricing.plans, `${CONTENT_DIR}/${folder}/${page.slug}.yaml`), kind }))
    .sort((a, b) => a.order - b.order)
  pages.forEach((page, index) => {
    if (kind === 'industry' && !page.cardTagline) {
      throw new Error(
        `${CONTENT_DIR}/${folder}/${page.slug}.yaml: cardTagline: required (the Industries page shows it on the card)`,
      )
    }
    const previous = pages[index - 1]
    if (previous && previous.order === page.order) {
      throw new Error(
        `${CONTENT_DIR}/${folder}/${page.slug}.yaml: order: ${page.order} is also the position of ${previous.slug}.yaml`,
      )
    }
  })
  return pages
}

export const services = loadOfferings('service')
export const industries = loadOfferings('industry')

export const jobOpenings: Array<JobOpening> = loadFolder('jobs', jobOpeningSchema).map(({ slug, ...job }) => ({
  id: slug,
  ...fillPlanPlaceholdersDeep(job, pricing.plans, `${CONTENT_DIR}/jobs/${slug}.yaml`),
}))

// Cross-file rules: a card names a page that exists.
servicesPage.cards.forEach((card, index) => {
  const [pages, slug, folder] = card.service ? [services, card.service, 'services'] : [industries, card.industry, 'industries']
  if (slug && !pages.some((page) => page.slug === slug)) {
    throw new Error(`${CONTENT_DIR}/pages/services.yaml: cards[${index}]: no file ${CONTENT_DIR}/${folder}/${slug}.yaml`)
  }
})
