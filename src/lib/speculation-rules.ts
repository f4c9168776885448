// JSON the browser reads, not a script, so no page loads JavaScript to prefetch (docs/decisions/016-astro-islands.md).
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/*.xml', '/pagefind/*', '/admin', '/admin/*'] } }] },
      eagerness: 'moderate',
    },
  ],
} as const
