import { offeringPage } from './records.server.ts'

/** The call to action closing every service and industry page (content/pages/offering.yaml). */
export const offeringCta = offeringPage.cta

/** The placeholder pages' text: the specification's 'content coming soon'. */
export const COMING_SOON_TEXT = 'Content coming soon.'
