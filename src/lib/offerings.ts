// Specification §2 'Service and industry pages'.

export const TECH_CATEGORY_TOOLS_SHOWN = 2

export function hasTools(page: { tools?: ReadonlyArray<unknown>; techCategories?: ReadonlyArray<unknown> }): boolean {
  return (page.tools?.length ?? 0) > 0 || (page.techCategories?.length ?? 0) > 0
}

/** The specification's headings; the default heading's intro sentence is the owner's (content/pages/offering.yaml). */
export function toolsHeading(
  page: { kind: 'service' | 'industry'; name: string },
  words: { intro: string },
): { title: string; intro: string | null } {
  if (page.kind === 'industry') return { title: `Tools We Use in the ${page.name} Industry`, intro: null }
  return { title: 'Your Preferred Tools and Software', intro: words.intro }
}

/** `pages` in menu order: only neighbours are compared for a shared place. */
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
