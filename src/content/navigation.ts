import { industries, services } from './records.server.ts'
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

/** Header order: Home, Who We Are, Services ▾, Industries ▾, Pricing, Job Openings, Blog, Contact Us. */
export const headerNavigation: ReadonlyArray<HeaderItem> = [
  { kind: 'link', name: 'Home', href: '/' },
  { kind: 'link', name: 'Who We Are', href: '/about' },
  { kind: 'menu', name: 'Services', href: '/services', items: serviceLinks },
  { kind: 'menu', name: 'Industries', href: '/industries', items: industryLinks },
  { kind: 'link', name: 'Pricing', href: '/pricing' },
  { kind: 'link', name: 'Job Openings', href: '/careers' },
  { kind: 'link', name: 'Blog', href: '/blogs' },
  { kind: 'link', name: 'Contact Us', href: '/contact' },
]

/** Footer links, in the specification's order. */
export const footerNavigation = [
  { name: 'Home', href: '/' },
  { name: 'Who We Are', href: '/about' },
  { name: 'Services', href: '/services' },
  { name: 'Industries', href: '/industries' },
  { name: 'Blog', href: '/blogs' },
  { name: 'Job Openings', href: '/careers' },
  { name: 'Contact Us', href: '/contact' },
  { name: 'Privacy Policy', href: '/privacy-policy' },
] as const satisfies ReadonlyArray<NavigationItem>
