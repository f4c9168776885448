import { industries, industriesPage } from './records.server.ts'

/** The Industries page (content/pages/industries.yaml); its cards come from the industry records. */
export const industriesIntro = industriesPage

export const industryCards = industries.map((industry) => ({
  slug: industry.slug,
  icon: industry.icon,
  title: industry.name,
  tagline: industry.cardTagline ?? '',
}))
