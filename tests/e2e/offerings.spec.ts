import { PLACEHOLDER_PAGES as placeholderPages } from '#src/content/page-paths.ts'
import { industries, services } from '../fixtures/content.ts'
import { previewSite as site } from '../fixtures/site.ts'
import { expect, expectBookingLink, followLink, test, waitForHydration } from './fixtures.ts'

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
const SPEC_PLACEHOLDER_PATHS = [
  '/services/sales-development',
  '/services/accounting-industry-original',
  '/services/insurance-original',
  '/services/real-estate-original',
  '/services/construction-original',
  '/services/healthcare-original',
  '/services/social-media-management',
]
const SPEC_AI_CAPABILITIES = [
  /custom agent development/i,
  /conversational ai.*chatbots/i,
  /workflow automation/i,
  /human-in-the-loop/i,
  /scalable deployment/i,
  /data analysis/i,
]
const DEFAULT_TOOLS_HEADING = 'Your Preferred Tools and Software'

/** The record only names the page's headings and alt text; the expected counts above come from the spec. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function recordFor(path: string) {
  const record = [...services, ...industries].find((page) => path.endsWith(`/${page.slug}`))
  if (!record) throw new Error(`no record for ${path}`)
  return record
}

for (const spec of SPEC_PAGES) {
  test(`${spec.path} shows its hero, key tasks and ${spec.industry ? 'industry' : 'default'} tools heading`, async ({ page }) => {
    const record = recordFor(spec.path)
    const response = await page.goto(spec.path)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(record.title)
    // The hero picture is drawn in the page (no request) from the page's key tasks, 4:3, never repeating its title.
    const hero = main.getByRole('region', { name: record.title }).getByRole('img')
    await expect(hero).toBeVisible()
    await expect(hero).toHaveAccessibleName(new RegExp(`^A work board listing ${escapeRegExp(record.keyTasks[0]!.title)}`))
    await expect(hero).toContainText(record.keyTasks[0]!.title)
    await expect(hero).not.toContainText(record.title)
    const box = await hero.boundingBox()
    expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.01)
    await expect(main.getByRole('region', { name: record.title }).locator('img')).toHaveCount(0)

    const keyTasks = main.getByRole('region', { name: record.keyTasksHeading })
    const taskTitles = keyTasks.getByRole('heading', { level: 3 })
    if (spec.keyTasks !== undefined) await expect(taskTitles).toHaveCount(spec.keyTasks)
    else await expect(taskTitles.first()).toBeVisible()
    await expect(keyTasks.getByRole('listitem')).toHaveCount(await taskTitles.count())

    const toolsTitle = spec.industry ? `Tools We Use in the ${spec.industry} Industry` : DEFAULT_TOOLS_HEADING
    const tools = main.getByRole('region', { name: toolsTitle, exact: true })
    await expect(tools.getByRole('heading', { level: 2 })).toHaveText(toolsTitle)
    await expect(main.getByRole('heading', { name: spec.industry ? DEFAULT_TOOLS_HEADING : /^Tools We Use in/ })).toHaveCount(0)
    for (const tool of record.tools ?? []) await expect(tools.getByText(tool.name, { exact: true })).toBeVisible()
    // Every tool carries a decorative logo or neutral icon beside its name.
    const toolItems = tools.locator('li:not(:has(li))')
    await expect(toolItems.locator('svg[aria-hidden="true"]')).toHaveCount(await toolItems.count())

    await expectBookingLink(main.getByRole('link', { name: /Schedule a Free Consultation/ }).first(), {
      path: `/${record.kind === 'service' ? 'services' : 'industries'}/${record.slug}`,
      place: 'hero',
    })
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${site.url}/generated/social/${record.kind === 'service' ? 'services' : 'industries'}/${record.slug}.png`,
    )
    await waitForHydration(page)
  })
}

test('the AI agents page shows the six specified capabilities', async ({ page }) => {
  await page.goto('/services/ai-agents')
  const titles = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()
  for (const capability of SPEC_AI_CAPABILITIES)
    expect(
      titles.some((title) => capability.test(title)),
      String(capability),
    ).toBe(true)
})

test('the web design page shows nine technology categories with two tools each and a note about other tools', async ({
  page,
}) => {
  await page.goto('/services/web-design-development')
  const tools = page.getByRole('region', { name: DEFAULT_TOOLS_HEADING })
  const categories = tools.getByRole('heading', { level: 3 })
  await expect(categories).toHaveCount(9)
  for (const name of await categories.allTextContents()) {
    await expect(tools.getByRole('list', { name, exact: true }).getByRole('listitem')).toHaveCount(2)
  }
  await expect(tools.getByText(/can learn other tools/i)).toBeVisible()
})

test('only the healthcare page states HIPAA compliance', async ({ page }) => {
  await page.goto('/industries/healthcare')
  await expect(page.getByRole('main').getByText(/HIPAA compliant/)).toBeVisible()
  await page.goto('/industries/insurance')
  await expect(page.getByRole('main').getByText(/HIPAA/)).toHaveCount(0)
})

for (const path of SPEC_PLACEHOLDER_PATHS) {
  test(`${path} is a noindex placeholder showing content coming soon`, async ({ page }) => {
    const placeholder = placeholderPages.find((candidate) => path === `/services/${candidate.slug}`)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(placeholder?.title ?? '')
    await expect(main.getByText(/content coming soon/i)).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(main.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services')
    const consultation = main.getByRole('link', { name: /Schedule a Free Consultation/ })
    await expectBookingLink(consultation, { path, place: 'hero' })
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(0)
    await waitForHydration(page)
  })
}

test('an unknown service slug answers 404 with the not-found screen', async ({ page, problems }) => {
  problems.allow(/404/)
  const response = await page.goto('/services/nope')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
})

test('following a link to an unknown service or industry shows the not-found screen', async ({ page, problems }) => {
  problems.allow(/404/)
  await page.goto('/services/sales')
  for (const path of ['/services/nope', '/industries/nope']) {
    await followLink(page, path)
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await expect(page).toHaveTitle(`Page Not Found | ${site.name}`)
  }
})

test('the header dropdowns link to every service and industry page', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [menu, pages] of [
    ['Services', SPEC_PAGES.filter((spec) => spec.industry === undefined)],
    ['Industries', SPEC_PAGES.filter((spec) => spec.industry !== undefined)],
  ] as const) {
    // Desktop dropdowns open on hover (specification §4); a click would toggle a menu the hover already opened.
    await nav.getByRole('button', { name: menu }).hover()
    for (const spec of pages) {
      const link = nav.getByRole('link').and(nav.locator(`a[href="${spec.path}"]`))
      await expect(link).toBeVisible()
    }
  }
})

test('following links between offering pages loads each page with its own head', async ({ page }) => {
  await page.goto('/services/sales')
  for (const spec of [SPEC_PAGES[1], SPEC_PAGES[13]]) {
    if (!spec) throw new Error('missing spec page')
    await followLink(page, spec.path)
    await expect(page).toHaveURL(spec.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recordFor(spec.path).title)
    const toolsTitle = spec.industry ? `Tools We Use in the ${spec.industry} Industry` : DEFAULT_TOOLS_HEADING
    await expect(page.getByRole('region', { name: toolsTitle })).toBeVisible()
    await expect(page).toHaveTitle(`${recordFor(spec.path).title} | ${site.name}`)
  }
})
