import type { Privacy, Site } from '#src/content/schemas.ts'

// What the built pages load from sites other than this one. The pages' Content-Security-Policy is written from these
// (astro.config.ts, site-layout.astro, careers/[id].astro) and so is the privacy policy's "cookies and tracking"
// section, so the policy cannot say less than the browser is allowed to load (issue 48; tests/build/privacy.test.ts).

/** Other sites the pages may run scripts from or send data to (CSP script-src, connect-src): none, so no analytics. */
export const SCRIPT_ORIGINS: ReadonlyArray<string> = []

export type PageOrigins = {
  /** Run scripts or receive data: analytics, chat widgets, tag managers. */
  scripts: ReadonlyArray<string>
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
  site: Pick<Site, 'forms'>
  hasJobPages: boolean
  pictureOrigins: ReadonlyArray<string>
}): PageOrigins {
  return { scripts: SCRIPT_ORIGINS, frames: hasJobPages ? [site.forms.origin] : [], pictures: pictureOrigins }
}

const hostOf = (origin: string) => URL.parse(origin)?.host ?? origin

/** "a", "a and b", "a, b and c": host names as a visitor reads them. */
export function listHosts(origins: ReadonlyArray<string>): string {
  const hosts = [...new Set(origins.map(hostOf))]
  return hosts.length < 2 ? (hosts[0] ?? '') : `${hosts.slice(0, -1).join(', ')} and ${hosts.at(-1)}`
}

const fill = (template: string, origins: ReadonlyArray<string>) => template.replaceAll('{origins}', listHosts(origins))

/** The privacy policy's sentences on what the pages load, each from its template in content/pages/privacy-policy.yaml. */
export function trackingParagraphs(text: Privacy['tracking'], origins: PageOrigins): Array<string> {
  return [
    origins.scripts.length === 0 ? text.none : fill(text.scripts, origins.scripts),
    ...(origins.pictures.length > 0 ? [fill(text.pictures, origins.pictures)] : []),
  ]
}

/** The third-party services a visitor meets: the booking pages, the form frame on job pages, links to other sites. */
export function thirdPartyParagraphs(
  text: Privacy['thirdParties'],
  { site, origins }: { site: Pick<Site, 'booking'>; origins: PageOrigins },
): Array<string> {
  const booking = [site.booking.video, site.booking.phone].map((url) => new URL(url).origin)
  return [fill(text.booking, booking), ...(origins.frames.length > 0 ? [fill(text.form, origins.frames)] : []), text.links]
}
