import { faq, home } from './records.server.ts'

/** The home page (content/pages/home.yaml) and its FAQ (content/faq.yaml). */
export const { hero, sections: homeSections, stats, differentiators, comparison, process: recruitTrainAssign, ctaBand } = home
export const { heading: connectHeading, intro: connectIntro, steps: connectSteps } = home.connect
export const faqItems = faq.items
