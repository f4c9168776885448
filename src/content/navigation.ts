import { industries, navigation, services } from './records.server.ts'
import type { NavigationItem } from './types.ts'

/**
 * Header and footer navigation (specification §2 'Shared header and footer'). The service and industry menus are
 * derived from their records (content/services/, content/industries/), in menu order. The header island reads
 * these through the `virtual:site-chrome` module (scripts/site-chrome.ts), which ships only names and links.
 */
export const serviceLinks: ReadonlyArray<NavigationItem> = services.map((page) => ({
  name: page.name,
  href: `/services/${page.slug}`,
  icon: page.icon,
}))

export const industryLinks: ReadonlyArray<NavigationItem> = industries.map((page) => ({
  name: page.name,
  href: `/industries/${page.slug}`,
  icon: page.icon,
}))

export type HeaderItem =
  | { kind: 'link'; name: string; href: string }
  | { kind: 'menu'; name: string; href: string; items: ReadonlyArray<NavigationItem> }

/** The header's links (content/navigation.yaml); an entry with a menu carries the service or industry pages. */
export const headerNavigation: ReadonlyArray<HeaderItem> = navigation.header.map(({ name, href, menu }) =>
  menu ? { kind: 'menu', name, href, items: menu === 'services' ? serviceLinks : industryLinks } : { kind: 'link', name, href },
)

/** The footer's links (content/navigation.yaml), in the specification's order. */
export const footerNavigation: ReadonlyArray<NavigationItem> = navigation.footer
