/**
 * The tools section rules of the service and industry pages (specification §2 'Service and industry pages').
 * Pure, so the records' unit tests and the layout share one rule.
 */

export const DEFAULT_TOOLS_HEADING = 'Your Preferred Tools and Software'

/** The fixed intro sentence under the default heading. */
export const TOOLS_INTRO = 'We work in the software your business already relies on, including the platforms below.'

/** The web design page shows the first two tools of each technology category. */
export const TECH_CATEGORY_TOOLS_SHOWN = 2

/** Icon shown beside tools without a brand logo. */
export const NEUTRAL_TOOL_ICON = 'AppWindow'

/** The note under the technology categories: other tools can be learned. */
export const OTHER_TOOLS_NOTE = 'Our developers can learn other tools your project uses.'

type ToolsSource = {
  kind: 'service' | 'industry'
  name: string
  tools?: ReadonlyArray<unknown>
  techCategories?: ReadonlyArray<unknown>
}

/** Whether the page has a tools section: a tool list or technology categories. */
export function hasTools(page: ToolsSource): boolean {
  return (page.tools?.length ?? 0) > 0 || (page.techCategories?.length ?? 0) > 0
}

/**
 * The tools section's heading and intro: industry pages read 'Tools We Use in the {industry} Industry' without an
 * intro; every other page has the default heading and the fixed intro sentence.
 */
export function toolsHeading(page: Pick<ToolsSource, 'kind' | 'name'>): { title: string; intro: string | null } {
  if (page.kind === 'industry') return { title: `Tools We Use in the ${page.name} Industry`, intro: null }
  return { title: DEFAULT_TOOLS_HEADING, intro: TOOLS_INTRO }
}

/**
 * The rules across one folder of pages: no two share a menu place, and every industry has its card's tagline.
 * `pages` come in menu order; the error names the file and the field.
 */
export function checkOfferings(
  pages: ReadonlyArray<{ slug: string; order: number; cardTagline?: string }>,
  folder: 'services' | 'industries',
): void {
  pages.forEach((page, index) => {
    const file = `content/${folder}/${page.slug}.yaml`
    if (folder === 'industries' && !page.cardTagline)
      throw new Error(`${file}: cardTagline: required (the Industries page shows it)`)
    const previous = pages[index - 1]
    if (previous?.order === page.order)
      throw new Error(`${file}: order: ${page.order} is also the place of ${previous.slug}.yaml`)
  })
}

/** The icon a Services page card shows: its own, or that of the service or industry page it names. */
export function serviceCardIcon(
  card: { icon?: string; service?: string; industry?: string },
  pages: ReadonlyArray<{ slug: string; icon: string }>,
): string | undefined {
  if (card.icon) return card.icon
  const slug = card.service ?? card.industry
  const page = pages.find((candidate) => candidate.slug === slug)
  if (!page)
    throw new Error(`content/pages/services.yaml: cards: no page ${card.service ? 'services' : 'industries'}/${slug}.yaml`)
  return page.icon
}
