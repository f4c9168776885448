/**
 * Fixed copy shared by every service and industry page and by the placeholder pages (specification §2).
 * Kept apart from offerings.ts so the page layout imports these words without shipping the records.
 */
export const offeringCta = {
  title: 'Ready to Build Your Team?',
  text: 'Book a free consultation, interview pre-screened experts and onboard your assistant in under a week.',
} as const

/** The placeholder pages' text: the specification's 'content coming soon'. */
export const COMING_SOON_TEXT = 'Content coming soon.'
