import type { BlogPosting, BreadcrumbList, FAQPage, JobPosting, Organization, Person, Service, WebSite } from 'schema-dts'
import type { Offering } from '#src/collections/entries.ts'
import type { JobOpening } from '#src/collections/schemas/careers.ts'
import type { FaqItem } from '#src/collections/schemas/pages.ts'
import type { PricingPlan } from '#src/collections/schemas/pricing.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import { escapeHtml } from './format.ts'
import type { PostSummary } from './posts.ts'
import { absoluteUrl, socialImagePath, type SocialCardFormat } from './seo.ts'

export const BRAND_LOGO = { src: '/generated/logo.png', width: 512, height: 512 } as const

// Organization and WebSite once, on the home page; other nodes refer to it by @id (docs/decisions/010-social-cards-and-structured-data.md).
const organizationId = (site: Site) => `${site.url}/#organization`

/** The organization as other nodes name it: its @id plus enough to stand alone where the reference is not followed. */
function organizationReference(site: Site) {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: site.url,
    logo: absoluteUrl(site.url, BRAND_LOGO.src),
  } satisfies Organization
}

// Written only into a launched build, whose values are all supplied (src/lib/seo.ts): a preview build has no JSON-LD.
export function organization(site: Site): Exclude<Organization, string> {
  const { address, email, phone: telephone } = site.contact
  const sameAs = Object.values(site.social).filter((url) => url !== undefined)
  return {
    ...organizationReference(site),
    legalName: site.legalName,
    description: site.description,
    email,
    telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email, telephone },
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  }
}

export function webSite(site: Site): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: site.url,
    description: site.description,
    inLanguage: 'en-US',
    publisher: { '@id': organizationId(site) },
  }
}

export function faqPage(items: ReadonlyArray<FaqItem>): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** `trail`: the crumbs after Home, the page last. */
export function breadcrumbList(site: Site, trail: ReadonlyArray<{ name: string; path: string }>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.url, crumb.path),
    })),
  }
}

/** The areas the owner says the business serves (a fact to confirm, DESIGN.md §4); nothing is said until then. */
const areaServed = (site: Pick<Site, 'areaServed'>) => (site.areaServed?.length ? { areaServed: site.areaServed } : {})

type OfferingPage = Pick<Offering, 'kind' | 'name' | 'title' | 'description' | 'path'> & { socialCard?: SocialCardFormat }

export function offeringService(site: Site, page: OfferingPage): Service {
  return {
    '@type': 'Service',
    name: page.title,
    description: page.description,
    url: absoluteUrl(site.url, page.path),
    image: absoluteUrl(site.url, socialImagePath(page.path, page.socialCard)),
    serviceType: page.kind === 'service' ? page.name : `Virtual assistants for ${page.name}`,
    ...(page.kind === 'industry' ? { audience: { '@type': 'BusinessAudience', audienceType: page.name } } : {}),
    provider: organizationReference(site),
    ...areaServed(site),
  }
}

export function pricingService(site: Site, plans: ReadonlyArray<PricingPlan>, description: string): Service {
  const url = absoluteUrl(site.url, '/pricing')
  const perMonth = { '@type': 'UnitPriceSpecification', priceCurrency: 'USD', unitCode: 'MON', unitText: 'month' } as const
  return {
    '@type': 'Service',
    name: `${site.name} virtual assistant plans`,
    description,
    url,
    serviceType: 'Virtual assistant services',
    provider: organizationReference(site),
    ...areaServed(site),
    // A plan priced 'from' gives its price as a minimum (specification §9: Dedicated VA from 1,499).
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.description,
      url,
      priceCurrency: 'USD',
      price: plan.priceFrom ? undefined : plan.price,
      priceSpecification: { ...perMonth, ...(plan.priceFrom ? { minPrice: plan.price } : { price: plan.price }) },
    })),
  }
}

export function authorFor(site: Pick<Site, 'name'>, label: string): Organization | Person {
  return { '@type': /\bteam\b/i.test(label) || label === site.name ? 'Organization' : 'Person', name: label }
}

type Article = Pick<PostSummary, 'id' | 'title' | 'excerpt' | 'author' | 'tags'> & {
  publishedTime: string
  socialCard?: SocialCardFormat
}

export function blogPosting(site: Site, post: Article): BlogPosting {
  const url = absoluteUrl(site.url, `/blogs/${post.id}`)
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(site.url, socialImagePath(`/blogs/${post.id}`, post.socialCard))],
    datePublished: post.publishedTime,
    // Articles carry no modification date: they are unchanged since publication.
    dateModified: post.publishedTime,
    author: authorFor(site, post.author),
    publisher: organizationReference(site),
    keywords: [...post.tags],
    inLanguage: 'en-US',
  }
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  perdiem: 'PER_DIEM',
}

function htmlList(heading: string, items: ReadonlyArray<string>): string {
  if (items.length === 0) return ''
  return `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
}

export function jobPosting(site: Site, job: JobOpening): JobPosting {
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.summary)}</p>`,
      `<p>${escapeHtml(job.description)}</p>`,
      htmlList('Key Responsibilities', job.responsibilities),
      htmlList('Qualifications', job.qualifications),
      htmlList('Position Details', job.positionDetails),
    ].join(''),
    url: absoluteUrl(site.url, `/careers/${job.id}`),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    employmentType: EMPLOYMENT_TYPES[job.type.toLowerCase().replace(/[^a-z]/g, '')],
    datePosted: job.datePosted,
    // Google requires where a remote applicant may work from (JobPosting: applicantLocationRequirements).
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: job.applicantCountries.map((name) => ({ '@type': 'Country' as const, name })),
    hiringOrganization: organizationReference(site),
    directApply: true,
  }
}
