import type { Site } from '#src/collections/schemas/site.ts'

/** Specification §2/§9: the 'email-marketing-newsletter' opening uses its own form; every other id the default. */
const NEWSLETTER_JOB_ID = 'email-marketing-newsletter'
/** Specification §2/§9: the meta description is exactly the first 150 characters of the summary, nothing trimmed or added. */
const JOB_DESCRIPTION_LENGTH = 150
/** Specification §4: the frame is mounted 100 ms after the page. */
export const FORM_MOUNT_DELAY_MS = 100
/** Specification §4/§9: the frame height is the reported height plus 15 px. */
const FORM_RESIZE_PADDING_PX = 15
/** The vendor's script resizes 500 ms after scrolling the frame into view. */
export const FORM_SCROLL_RESIZE_DELAY_MS = 500
/** A reported height below `min` is ignored (no real form is that short); one above `max` counts as `max`. */
const FORM_HEIGHT_RANGE = { min: 100, max: 20_000 } as const

export type JobForm = Site['forms']['jobApplication']

export function jobDescription(summary: string): string {
  return summary.slice(0, JOB_DESCRIPTION_LENGTH)
}

export function formForJob(forms: Site['forms'], jobId: string): JobForm {
  return (jobId === NEWSLETTER_JOB_ID && forms.newsletterApplication) || forms.jobApplication
}

// Zoho posts `"<perma>|<height>"`, with a third part when it asks to scroll the frame into view first.
export function parseResizeMessage(data: unknown, perma: string): { height: number; scrollIntoView: boolean } | null {
  if (typeof data !== 'string' || data.length > 500) return null
  const [messagePerma, rawHeight = '', ...rest] = data.split('|')
  if (rest.length > 1 || messagePerma !== perma || !/^\d+$/.test(rawHeight)) return null
  const height = Math.min(Number(rawHeight), FORM_HEIGHT_RANGE.max)
  if (height < FORM_HEIGHT_RANGE.min) return null
  return { height: height + FORM_RESIZE_PADDING_PX, scrollIntoView: rest.length === 1 }
}

type ZohoTracker = { utmPNameArr?: Array<string>; isSameDomian?: boolean; utmcustPNameArr?: Array<string> }
type CookieReader = (name: string) => string | undefined
export type ZohoTrackingGlobals = {
  ZFAdvLead?: ZohoTracker
  zfutm_zfAdvLead?: { zfautm_gC_enc?: CookieReader }
  ZFLead?: ZohoTracker
  zfutm_zfLead?: { zfutm_gC_enc?: CookieReader }
}

function readCampaignValue(read: CookieReader, name: string): string | undefined {
  try {
    const value = read(name)
    return typeof value === 'string' && value !== '' ? decodeURIComponent(value) : undefined
  } catch {
    // A cookie is visitor input (`utm_campaign=50%off` makes decodeURIComponent throw): skip it rather than fail to mount.
    return undefined
  }
}

// Mirrors the vendor's own embed code (specification §7).
export function buildFormUrl(baseUrl: string, globals: ZohoTrackingGlobals): string {
  const url = new URL(baseUrl)
  const sources = [
    [globals.ZFAdvLead, globals.zfutm_zfAdvLead?.zfautm_gC_enc],
    [globals.ZFLead, globals.zfutm_zfLead?.zfutm_gC_enc],
  ] as const
  for (const [tracker, read] of sources) {
    if (!tracker || typeof read !== 'function' || !Array.isArray(tracker.utmPNameArr)) continue
    const custom = tracker.utmcustPNameArr ?? []
    for (const name of tracker.utmPNameArr) {
      const value = typeof name === 'string' ? readCampaignValue(read, name) : undefined
      if (value !== undefined)
        url.searchParams.append(tracker.isSameDomian && !custom.includes(name) ? `zf_${name}` : name, value)
    }
  }
  return url.toString()
}
