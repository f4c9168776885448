import { getCollection, getEntry, type CollectionEntry } from 'astro:content'
import { headerItems } from '#src/lib/navigation.ts'
import { checkOfferings } from '#src/lib/offerings.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { fillPlanPlaceholders, type PlanFacts } from '#src/lib/plan-placeholders.ts'
import { orderArticles } from '#src/lib/posts.ts'
import type { CONTENT_FILES } from './collections.ts'
import { pagePaths, PLACEHOLDER_PAGES } from './page-paths.ts'
import type { JobOpening } from './schemas/careers.ts'
import type { OfferingRecord } from './schemas/offerings.ts'

type RecordName = keyof typeof CONTENT_FILES

/** The plans every `{plan.<id>.<field>}` placeholder reads, as content/pricing.yaml states them. */
export async function getPlans(): Promise<ReadonlyArray<PlanFacts>> {
  return (await getEntry('pricing', 'pricing'))!.data.plans
}

// The collections hold the text as written; each entry's placeholders are filled as a page reads it.
async function filled<E extends { data: unknown; filePath?: string }>(entry: E): Promise<E['data']> {
  return fillPlanPlaceholders(entry.data, await getPlans(), entry.filePath!)
}

// recordLoader always stores the one entry or fails the build naming the file.
export async function getRecord<C extends RecordName>(name: C): Promise<CollectionEntry<C>['data']> {
  return filled((await getEntry(name, name))!)
}

export type Offering = OfferingRecord & { slug: string; kind: 'service' | 'industry'; path: string }

/** Specification §2: a service URL that shows 'content coming soon' until its record is written; noindex. */
export type PlaceholderService = (typeof PLACEHOLDER_PAGES)[number] & { kind: 'placeholder'; path: string }

export function getPlaceholderServices(): Array<PlaceholderService> {
  return PLACEHOLDER_PAGES.map((page) => ({ ...page, kind: 'placeholder', path: pathFor.service(page.slug) }))
}

export async function getOfferings(kind: Offering['kind']): Promise<Array<Offering>> {
  const folder = kind === 'service' ? 'services' : 'industries'
  const entries = await getCollection(folder)
  const pages = await Promise.all(
    entries.map(async (entry) => ({ ...(await filled(entry)), slug: entry.id, kind, path: pathFor[kind](entry.id) })),
  )
  pages.sort((a, b) => a.order - b.order)
  checkOfferings(pages, folder)
  return pages
}

/** The job openings (specification §3: the list is empty until the business publishes one). */
export async function getJobs(): Promise<Array<JobOpening>> {
  const entries = await getCollection('jobs')
  const jobs = await Promise.all(entries.map(async (entry) => ({ ...(await filled(entry)), id: entry.id })))
  return jobs.sort((a, b) => a.id.localeCompare(b.id))
}

let pagePathsOnce: ReturnType<typeof readPagePaths> | undefined
/** Every page's path, read once a build: each page asks, and an empty collection warns at every read. */
export function getPagePaths() {
  pagePathsOnce ??= readPagePaths()
  return pagePathsOnce
}

async function readPagePaths() {
  const [heads, services, industries, openings, articles, { order }] = await Promise.all([
    getRecord('pageHeads'),
    getCollection('services'),
    getCollection('industries'),
    getJobs(),
    getCollection('blog'),
    getRecord('blogOrder'),
  ])
  const ids = (entries: Array<{ id: string }>) => entries.map((entry) => entry.id).sort()
  const posts = orderArticles(
    articles.map((entry) => ({ id: entry.id, publishedAt: entry.data.publishedAt })),
    order,
  ).map((post) => post.id)
  const fixed = heads.pages.map((head) => head.path)
  return pagePaths({ fixed, services: ids(services), industries: ids(industries), posts, jobs: ids(openings) })
}

export type NavigationItem = { name: string; href: string }
export type HeaderItem = NavigationItem & { items?: ReadonlyArray<NavigationItem> }

export async function getNavigation() {
  const [navigation, services, industries] = await Promise.all([
    getRecord('navigation'),
    getOfferings('service'),
    getOfferings('industry'),
  ])
  const link = (page: Offering) => ({ name: page.name, href: page.path })
  const header = headerItems(navigation.header, { services: services.map(link), industries: industries.map(link) })
  return { header, footer: navigation.footer }
}
