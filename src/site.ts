import type { Site } from './content/record-schemas.ts'
import { site as siteRecord } from './content/records.server.ts'
import { previewValues } from './lib/preview.ts'

/**
 * The brand and every external address of the site (DESIGN.md §4), from content/site.yaml. No external URL is
 * written anywhere else in the code or content: components read them from here by name (island code from
 * `virtual:site-chrome`, the same record), and Markdown articles refer to them as `site:<key>` links (resolved at
 * build time by lib/markdown.server.ts).
 */
export const site: Site = siteRecord

/** The values of content/site.yaml still to be supplied; while any remains, the build is a preview. */
export const sitePreviewValues = previewValues(site)

/** Keys usable as `site:<key>` links in Markdown articles, mapped to their URLs. */
export const siteLinks: Record<string, string> = {
  'booking.video': site.booking.video,
  'booking.phone': site.booking.phone,
  affiliate: site.affiliate.url,
  'partners.medicalBilling': site.partners.medicalBilling,
  'social.linkedin': site.social.linkedin,
}
