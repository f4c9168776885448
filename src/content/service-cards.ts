import { industries, services, servicesPage } from './records.server.ts'

/**
 * The Services page (content/pages/services.yaml). The specification lists its ten cards, which are not links and
 * not all services; a card that names a service or industry shows that page's icon, so one service has one icon.
 */
export const { cards, ...servicesIntro } = servicesPage

export const serviceCards = cards.map((card) => ({
  title: card.title,
  tagline: card.tagline,
  icon:
    card.icon ??
    services.find((page) => page.slug === card.service)?.icon ??
    industries.find((page) => page.slug === card.industry)?.icon ??
    'Circle',
}))
