import { within } from '@testing-library/dom'
import { icons } from 'lucide'
import { expect, test } from 'vitest'
import { industries, services } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { expectBookingLink, screenAt, textOf } from './built-pages.ts'
import { AI_CAPABILITIES, SPEC_PLACEHOLDER_PAGES } from '../fixtures/specification.ts'

// Specification §2: the key-task table, the industry names, the AI capabilities and the placeholder pages.
const SPEC_PAGES: ReadonlyArray<{ path: string; keyTasks?: number; industry?: string }> = [
  { path: '/services/sales', keyTasks: 6 },
  { path: '/services/marketing', keyTasks: 4 },
  { path: '/services/customer-support', keyTasks: 6 },
  { path: '/services/book-keeping', keyTasks: 3 },
  { path: '/services/administrative', keyTasks: 6 },
  { path: '/services/executive-assistant', keyTasks: 6 },
  { path: '/services/ai-agents', keyTasks: 6 },
  { path: '/services/web-design-development' },
  { path: '/industries/ecommerce', keyTasks: 6, industry: 'E-Commerce' },
  { path: '/industries/accounting', keyTasks: 6, industry: 'Accounting' },
  { path: '/industries/insurance', keyTasks: 6, industry: 'Insurance' },
  { path: '/industries/real-estate', keyTasks: 6, industry: 'Real Estate' },
  { path: '/industries/construction', keyTasks: 6, industry: 'Construction' },
  { path: '/industries/healthcare', keyTasks: 8, industry: 'Healthcare' },
]
const DEFAULT_TOOLS_HEADING = 'Your Preferred Tools and Software'

/** The record only names the page's headings; the expected counts above come from the spec. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function recordFor(path: string) {
  const record = [...services, ...industries].find((page) => path.endsWith(`/${page.slug}`))
  if (!record) throw new Error(`no record for ${path}`)
  return record
}

test.each(SPEC_PAGES)('$path shows its hero, key tasks, tools heading, consultation and social card', (spec) => {
  const record = recordFor(spec.path)
  const page = screenAt(spec.path)
  const main = within(page.getByRole('main'))

  expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(record.title)
  // The hero picture is drawn in the page (no request), a scene of the page's work whose only words are its tools.
  const heroRegion = main.getByRole('region', { name: record.title })
  const hero = within(heroRegion).getByRole('img')
  expect(hero.tagName).toBe('svg')
  const label = hero.getAttribute('aria-label')!
  expect(label.length).toBeGreaterThan(40)
  const pinned = record.tools ?? record.techCategories!.map((category) => category.tools[0]!)
  const drawn = [...hero.querySelectorAll('tspan')].map(textOf)
  expect(drawn.length).toBeGreaterThan(0)
  expect(pinned.map((tool) => tool.name).slice(0, drawn.length)).toEqual(drawn)
  expect(label).toMatch(new RegExp(`with ${escapeRegExp(drawn[0]!)}.* named beside it$`))
  expect(textOf(hero)).not.toContain(record.title)
  expect(heroRegion.querySelectorAll('img')).toHaveLength(0)

  const keyTasks = within(main.getByRole('region', { name: record.keyTasksHeading }))
  const taskTitles = keyTasks.getAllByRole('heading', { level: 3 })
  if (spec.keyTasks !== undefined) expect(taskTitles).toHaveLength(spec.keyTasks)
  expect(keyTasks.getAllByRole('listitem')).toHaveLength(taskTitles.length)

  const toolsTitle = spec.industry ? `Tools We Use in the ${spec.industry} Industry` : DEFAULT_TOOLS_HEADING
  const toolsRegion = main.getByRole('region', { name: toolsTitle })
  const tools = within(toolsRegion)
  expect(textOf(tools.getByRole('heading', { level: 2 }))).toBe(toolsTitle)
  expect(main.queryAllByRole('heading', { name: spec.industry ? DEFAULT_TOOLS_HEADING : /^Tools We Use in/ })).toHaveLength(0)
  for (const tool of record.tools ?? []) tools.getByText(tool.name, { exact: true })
  // Every tool carries one decorative mark beside its name (what the mark is: the tool-chip test below).
  const toolItems = [...toolsRegion.querySelectorAll('li')].filter((item) => !item.querySelector('li'))
  expect(toolItems.length).toBeGreaterThan(0)
  for (const item of toolItems) expect(item.querySelectorAll('[aria-hidden="true"]'), textOf(item)).toHaveLength(1)

  expectBookingLink(main.getAllByRole('link', { name: /Schedule a Free Consultation/ })[0]!, {
    path: `/${record.kind === 'service' ? 'services' : 'industries'}/${record.slug}`,
    place: 'hero',
  })
  expect(page.document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
    `${site.url}/generated/social/${record.kind === 'service' ? 'services' : 'industries'}/${record.slug}.png`,
  )
})

test('the AI agents page shows the six specified capabilities', () => {
  const titles = within(screenAt('/services/ai-agents').getByRole('main')).getAllByRole('heading', { level: 3 }).map(textOf)
  for (const capability of AI_CAPABILITIES)
    expect(
      titles.some((title) => capability.test(title)),
      String(capability),
    ).toBe(true)
})

test('the web design page shows nine technology categories with two tools each and a note about other tools', () => {
  const tools = within(screenAt('/services/web-design-development').getByRole('region', { name: DEFAULT_TOOLS_HEADING }))
  const categories = tools.getAllByRole('heading', { level: 3 })
  expect(categories).toHaveLength(9)
  for (const name of categories.map(textOf)) {
    expect(within(tools.getByRole('list', { name })).getAllByRole('listitem')).toHaveLength(2)
  }
  tools.getByText(/can learn other tools/i)
})

test('only the healthcare page states HIPAA compliance', () => {
  within(screenAt('/industries/healthcare').getByRole('main')).getByText(/HIPAA compliant/)
  expect(within(screenAt('/industries/insurance').getByRole('main')).queryAllByText(/HIPAA/)).toHaveLength(0)
})

test.each(SPEC_PLACEHOLDER_PAGES)('/services/$slug is a noindex placeholder showing content coming soon', ({ slug, title }) => {
  const path = `/services/${slug}`
  const page = screenAt(path)
  const main = within(page.getByRole('main'))
  expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(title)
  main.getByText(/content coming soon/i)
  expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  expect(main.getByRole('link', { name: 'Back to Services' }).getAttribute('href')).toBe('/services')
  expectBookingLink(main.getByRole('link', { name: /Schedule a Free Consultation/ }), { path, place: 'hero' })
  expect(main.queryAllByRole('heading', { level: 2 })).toHaveLength(0)
})

test('the header dropdowns link to every specified service and industry page', () => {
  const { document } = screenAt('/')
  const menuLinks = (menu: string) =>
    [...document.querySelectorAll(`nav[aria-label="Main"] li[data-value="${menu}"] a`)].map((link) => link.getAttribute('href'))
  expect(menuLinks('Services')).toEqual(
    expect.arrayContaining(SPEC_PAGES.filter((spec) => !spec.industry).map((spec) => spec.path)),
  )
  expect(menuLinks('Industries')).toEqual(
    expect.arrayContaining(SPEC_PAGES.filter((spec) => spec.industry).map((spec) => spec.path)),
  )
})

// Issue 46: the generic placeholder was lucide's AppWindow, a browser window; a stroked lucide drawing is no logo either.
const PLACEHOLDER_SHAPES = new Set(icons.AppWindow.map(([, attributes]) => JSON.stringify(attributes)))

/** Each tool's chip in the tools section of a page: its name and its mark (the one decorative element). */
function toolChips(path: string) {
  const region = screenAt(path).getByRole('region', { name: /^(Your Preferred Tools and Software|Tools We Use in)/ })
  return [...region.querySelectorAll('li')]
    .filter((item) => !item.querySelector('li'))
    .map((item) => {
      const mark = item.querySelector('[aria-hidden="true"]')!
      return { name: textOf(item).slice(textOf(mark).length).trim(), mark }
    })
}

const sizeClasses = (element: Element) =>
  [...element.classList]
    .filter((name) => /^(size|w|h)-/.test(name))
    .sort()
    .join(' ')

test.each(SPEC_PAGES)('$path shows every tool as a logo or its initials on one tile, never a placeholder icon', ({ path }) => {
  const chips = toolChips(path)
  expect(chips.length).toBeGreaterThan(0)
  const tiles = new Set<string>()
  for (const { name, mark } of chips) {
    expect(mark.querySelector('svg[stroke]'), `${path} ${name}: a stroked icon`).toBeNull()
    for (const shape of mark.querySelectorAll('path, rect, circle, line'))
      expect(
        PLACEHOLDER_SHAPES.has(JSON.stringify(Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])))),
        name,
      ).toBe(false)
    const logo = mark.querySelector('svg > path')
    if (logo) expect(logo.getAttribute('d'), name).toMatch(/^m/i)
    else expect(textOf(mark), `${path} ${name}: neither a logo nor initials`).toMatch(/^[A-Z0-9]{1,4}$/)
    tiles.add(sizeClasses(mark))
  }
  expect([...tiles], path).toHaveLength(1)
  expect([...tiles][0], path).not.toBe('')
})

test('tools without a logo show their initials: every Healthcare tool, and Salesforce, Pipedrive and LinkedIn Sales Navigator', () => {
  const initials = (path: string) =>
    Object.fromEntries(toolChips(path).flatMap(({ name, mark }) => (mark.querySelector('svg') ? [] : [[name, textOf(mark)]])))
  expect(initials('/industries/healthcare')).toEqual({
    Epic: 'E',
    athenahealth: 'A',
    eClinicalWorks: 'EC',
    Tebra: 'T',
    DrChrono: 'DC',
    AdvancedMD: 'AM',
    Availity: 'A',
    'Doxy.me': 'DM',
  })
  expect(initials('/services/sales')).toEqual({ Salesforce: 'S', Pipedrive: 'P', 'LinkedIn Sales Navigator': 'LSN' })
})
