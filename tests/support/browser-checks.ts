import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core's WCAG 2.2 A/AA violations on the page as it is now, one `rule: targets` line each (DESIGN.md §8).
 * Only violations are collected in full: axe's own option for large pages, which leaves what is reported unchanged.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<Array<string>> {
  // options() replaces every option set before it, so it comes first. Legacy mode runs axe in the page instead of
  // finishing in a new blank page: three times faster, and it only skips cross-origin frames (the job form's vendor).
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
  if (exclude) builder.exclude(exclude)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/**
 * Visible elements of the page's `main` that lie outside the viewport sideways, as `tag text` lines. Decorative
 * aria-hidden shapes, visually hidden text and the contents of a region that scrolls sideways on its own (a wide
 * table) do not count.
 */
export function overflowingElements(page: Page): Promise<Array<string>> {
  return page.getByRole('main').evaluate((main) => {
    const elements = [...main.querySelectorAll('*')]
    const scrollers = elements.filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
    return elements
      .filter((element) => !element.closest('[aria-hidden="true"], .sr-only'))
      .filter((element) => !scrollers.some((scroller) => scroller !== element && scroller.contains(element)))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)
      })
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`)
  })
}
