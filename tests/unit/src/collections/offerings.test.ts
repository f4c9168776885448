import { expect, test } from 'vitest'
import { offeringSchema } from '#src/collections/schemas/offerings.ts'
import { iconNode } from '#src/lib/icons.server.ts'
import { hasTools } from '#src/lib/offerings.ts'
import { toolLogo } from '#src/lib/tool-logos.server.ts'
import { industries, schemaProblems, services } from '../../../fixtures/content.ts'
import {
  AI_CAPABILITIES,
  SPEC_INDUSTRY_SLUGS,
  SPEC_PLACEHOLDER_PAGES,
  SPEC_SERVICE_SLUGS,
} from '../../../fixtures/specification.ts'

// Specification §2 'Screens and routes' and the key-task table.
const SPEC_KEY_TASK_COUNTS: Record<string, number> = {
  sales: 6,
  marketing: 4,
  'customer-support': 6,
  'book-keeping': 3,
  administrative: 6,
  'executive-assistant': 6,
  ecommerce: 6,
  accounting: 6,
  insurance: 6,
  'real-estate': 6,
  construction: 6,
  healthcare: 8,
}

const allPages = [...services, ...industries]

function bySlug(slug: string) {
  const page = allPages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`no record for '${slug}'`)
  return page
}

test('there is one service record per specified service page and one industry record per industry page', () => {
  expect(services.map((page) => page.slug)).toEqual(SPEC_SERVICE_SLUGS)
  expect(industries.map((page) => page.slug)).toEqual(SPEC_INDUSTRY_SLUGS)
  expect(services.every((page) => page.kind === 'service')).toBe(true)
  expect(industries.every((page) => page.kind === 'industry')).toBe(true)
})

for (const [slug, count] of Object.entries(SPEC_KEY_TASK_COUNTS)) {
  test(`the ${slug} page has the specified ${count} key tasks, each with a title and a description`, () => {
    const page = bySlug(slug)
    expect(page.keyTasks).toHaveLength(count)
    for (const task of page.keyTasks) {
      expect(task.title.trim()).not.toBe('')
      expect(task.description.length).toBeGreaterThan(40)
    }
  })
}

test('the AI agents page lists the six specified capabilities', () => {
  const titles = bySlug('ai-agents').keyTasks.map((task) => task.title)
  expect(titles).toHaveLength(6)
  for (const capability of AI_CAPABILITIES)
    expect(
      titles.some((title) => capability.test(title)),
      String(capability),
    ).toBe(true)
})

test('the web design page has nine technology categories of at least two tools each', () => {
  const categories = bySlug('web-design-development').techCategories ?? []
  expect(categories).toHaveLength(9)
  for (const category of categories) expect(category.tools.length, category.name).toBeGreaterThanOrEqual(2)
  expect(new Set(categories.map((category) => category.name)).size).toBe(9)
})

test('every page except web design lists its tools, and every page has a tools section', () => {
  for (const page of allPages) {
    const toolCount = page.tools?.length ?? 0
    if (page.slug === 'web-design-development') expect(toolCount, page.slug).toBe(0)
    else expect(toolCount, page.slug).toBeGreaterThanOrEqual(3)
    expect(hasTools(page), page.slug).toBe(true)
  }
})

test('tool names are unique within each page', () => {
  for (const page of allPages) {
    const names = [...(page.tools ?? []), ...(page.techCategories ?? []).flatMap((category) => category.tools)].map((t) => t.name)
    expect(new Set(names).size, page.slug).toBe(names.length)
  }
})

test('the healthcare page states HIPAA compliance and no other page claims it', () => {
  expect(bySlug('healthcare').compliance).toMatch(/HIPAA/)
  for (const page of allPages.filter((candidate) => candidate.slug !== 'healthcare')) {
    expect(JSON.stringify(page), page.slug).not.toMatch(/HIPAA/)
  }
})

test('slugs are unique across services, industries and placeholder pages', () => {
  const serviceSlugs = [...services.map((page) => page.slug), ...SPEC_PLACEHOLDER_PAGES.map((page) => page.slug)]
  expect(new Set(serviceSlugs).size).toBe(serviceSlugs.length)
  const slugs = allPages.map((page) => page.slug)
  expect(new Set(slugs).size).toBe(slugs.length)
})

test('every page has a title, subtitle and a meta description of at most 160 characters', () => {
  for (const page of allPages) {
    expect(page.title.trim(), page.slug).not.toBe('')
    expect(page.subtitle.length, page.slug).toBeGreaterThan(60)
    expect(page.description.length, page.slug).toBeGreaterThan(50)
    expect(page.description.length, page.slug).toBeLessThanOrEqual(160)
  }
  expect(new Set(allPages.map((page) => page.title)).size).toBe(allPages.length)
})

test('every simple-icons slug in the records resolves to a logo', () => {
  const slugs = allPages.flatMap((page) =>
    [...(page.tools ?? []), ...(page.techCategories ?? []).flatMap((category) => category.tools)].flatMap((tool) =>
      tool.logo ? [tool.logo] : [],
    ),
  )
  expect(slugs.length).toBeGreaterThan(0)
  for (const slug of slugs) expect(() => toolLogo(slug), slug).not.toThrow()
})

test('every lucide icon name in the records resolves', () => {
  const names = allPages.flatMap((page) => [page.icon, ...page.keyTasks.flatMap((task) => (task.icon ? [task.icon] : []))])
  for (const name of names) expect(() => iconNode(name), name).not.toThrow()
})

test('a hero photo needs its alt text, an external one its size, and the CMS clearing one leaves the drawing', () => {
  const { slug: _slug, kind: _kind, path: _path, ...sales } = services.find((page) => page.slug === 'sales')!
  const problems = (heroImage: unknown) => schemaProblems(offeringSchema, { ...sales, heroImage })
  expect(problems({ src: '/uploads/team.jpg', alt: 'Our sales assistants at work' })).toEqual([])
  expect(problems({ src: '/uploads/team.jpg' })).toEqual(['heroImage.alt: required with a picture: describe what it shows'])
  expect(problems({ src: 'https://images.example.com/team.jpg', alt: 'Our team', width: 1600 })).toEqual([
    'heroImage.height: required for an external picture',
  ])
  expect(problems({ src: '/team.jpg', alt: 'Our team' })).toEqual([
    'heroImage.src: must be an uploaded picture (/uploads/<file>, a JPEG, PNG, WebP or AVIF) or an https:// address',
  ])
  expect(problems({ src: '', alt: '' })).toEqual([])
  expect(offeringSchema.parse({ ...sales, heroImage: { src: '', alt: '' } }).heroImage).toBeUndefined()
})
