import type { Site } from '#src/content/schemas.ts'

/** Specification §2/§9: the 'email-marketing-newsletter' opening uses its own form; every other id the default. */
export const NEWSLETTER_JOB_ID = 'email-marketing-newsletter'
/** Specification §2/§9: the meta description is exactly the first 150 characters of the summary, nothing trimmed or added. */
export const JOB_DESCRIPTION_LENGTH = 150

export function jobDescription(summary: string): string {
  return summary.slice(0, JOB_DESCRIPTION_LENGTH)
}
/** Specification §4: the frame is mounted 100 ms after the page. */
export const FORM_MOUNT_DELAY_MS = 100
/** Specification §4/§9: the frame height is the reported height plus 15 px. */
export const FORM_RESIZE_PADDING_PX = 15
/** The vendor's script resizes 500 ms after scrolling the frame into view. */
export const FORM_SCROLL_RESIZE_DELAY_MS = 500
/** A reported height below `min` is ignored (no real form is that short); one above `max` counts as `max`. */
export const FORM_HEIGHT_RANGE = { min: 100, max: 20_000 } as const

export type JobForm = { perma: string; url: string; height: number }

export function formForJob(forms: Site['forms'], jobId: string): JobForm {
  return jobId === NEWSLETTER_JOB_ID ? forms.newsletterApplication : forms.jobApplication
}

// Zoho posts `"<perma>|<height>"`, with a third part when it asks to scroll the frame into view first.
export function parseResizeMessage(data: unknown, perma: string): { height: number; scrollIntoView: boolean } | null {
  if (typeof data !== 'string' || data.length > 500) return null
  const parts = data.split('|')
  if (parts.length !== 2 && parts.length !== 3) return null
  const [messagePerma, rawHeight] = parts
  if (messagePerma !== perma || !/^\d+$/.test(rawHeight ?? '')) return null
  const height = Math.min(Number(rawHeight), FORM_HEIGHT_RANGE.max)
  if (height < FORM_HEIGHT_RANGE.min) return null
  return { height: height + FORM_RESIZE_PADDING_PX, scrollIntoView: parts.length === 3 }
}

type ZohoTracker = { utmPNameArr?: Array<string>; isSameDomian?: boolean; utmcustPNameArr?: Array<string> }
type ZohoCookieReader = Record<string, ((name: string) => string | undefined) | undefined>
export type ZohoTrackingGlobals = {
  ZFAdvLead?: ZohoTracker
  zfutm_zfAdvLead?: ZohoCookieReader
  ZFLead?: ZohoTracker
  zfutm_zfLead?: ZohoCookieReader
}

function readCampaignValue(read: (name: string) => string | undefined, name: string): string | undefined {
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
  const sources: Array<[ZohoTracker | undefined, ((name: string) => string | undefined) | undefined]> = [
    [globals.ZFAdvLead, globals.zfutm_zfAdvLead?.zfautm_gC_enc],
    [globals.ZFLead, globals.zfutm_zfLead?.zfutm_gC_enc],
  ]
  for (const [tracker, read] of sources) {
    if (!tracker || typeof read !== 'function' || !Array.isArray(tracker.utmPNameArr)) continue
    for (const name of tracker.utmPNameArr) {
      if (typeof name !== 'string') continue
      const custom = tracker.utmcustPNameArr ?? []
      const parameter = tracker.isSameDomian && !custom.includes(name) ? `zf_${name}` : name
      const value = readCampaignValue(read, name)
      if (value !== undefined) url.searchParams.append(parameter, value)
    }
  }
  return url.toString()
}
