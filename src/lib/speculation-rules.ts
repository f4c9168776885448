/**
 * The site's prefetch rules (DESIGN.md §1): a page is fetched when the pointer rests on a link to it
 * ("moderate": about 200 ms of hover, or pointer down), so the next page load is instant. Speculation rules are
 * JSON the browser reads, not a script, so no page loads JavaScript for this (docs/decisions/016-astro-islands.md).
 * Feeds, the search index and the CMS are left out.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: ['/*.xml', '/pagefind/*', '/admin', '/admin/*'] } }],
      },
      eagerness: 'moderate',
    },
  ],
} as const
