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
