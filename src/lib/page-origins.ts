import type { Privacy } from '#src/collections/schemas/pages.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import { analyticsOf, type Analytics } from './analytics.ts'

// What the built pages load from, or send to, sites other than this one. The pages' Content-Security-Policy is written
// from these (site-layout.astro, careers/[id].astro) and so is the privacy policy's "cookies and tracking" section, so
// the policy cannot say less than the browser is allowed to do (issues 48 and 50; tests/build/privacy.test.ts).

export type PageOrigins = {
  /** Visit counting, when the owner turned it on and the build is not a preview (src/lib/analytics.ts). */
  analytics: Analytics | undefined
  /** Framed inside a page: the form vendor, on job pages only. */
  frames: ReadonlyArray<string>
  /** External pictures the content names. */
  pictures: ReadonlyArray<string>
}

export function pageOrigins({
  site,
  hasJobPages,
  pictureOrigins,
}: {
  site: Site
  hasJobPages: boolean
  pictureOrigins: ReadonlyArray<string>
}): PageOrigins {
  return { analytics: analyticsOf(site), frames: hasJobPages ? [site.forms.origin] : [], pictures: pictureOrigins }
}

const hostOf = (origin: string) => URL.parse(origin)?.host ?? origin
const hostList = new Intl.ListFormat('en-US', { type: 'conjunction' })

/** "a", "a and b", "a, b, and c": host names as a visitor reads them, each once. */
export function listHosts(origins: ReadonlyArray<string>): string {
  return hostList.format([...new Set(origins.map(hostOf))])
}

const fill = (template: string, origins: ReadonlyArray<string>) => template.replaceAll('{origins}', listHosts(origins))

/**
 * The privacy policy's sentences on what the pages load, each from its template in content/pages/privacy-policy.yaml:
 * what Plausible counts and where its counts go when analytics is on, else that nothing tracks; then the owner's
 * retention statement, when written.
 */
export function trackingParagraphs(
  text: Privacy['tracking'],
  origins: PageOrigins,
  retention: ReadonlyArray<string> = [],
): Array<string> {
  const { analytics } = origins
  const counting = analytics
    ? [text.analytics.counting, text.analytics.destination, ...retention, text.analytics.optOut].map((sentence) =>
        fill(sentence, [analytics.origin]),
      )
    : [text.none]
  return [...counting, ...(origins.pictures.length > 0 ? [fill(text.pictures, origins.pictures)] : [])]
}

/** The third-party services a visitor meets: the booking pages, the form frame on job pages, links to other sites. */
export function thirdPartyParagraphs(
  text: Privacy['thirdParties'],
  { site, origins }: { site: Pick<Site, 'booking'>; origins: PageOrigins },
): Array<string> {
  const booking = [site.booking.video, site.booking.phone].map((url) => new URL(url).origin)
  return [fill(text.booking, booking), ...(origins.frames.length > 0 ? [fill(text.form, origins.frames)] : []), text.links]
}
