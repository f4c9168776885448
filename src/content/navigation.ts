import type { NavigationItem } from './types.ts'

/**
 * Header and footer navigation (specification §2 'Shared header and footer'). Kept apart from the page
 * records so the site chrome ships only names and links; a unit test checks these links against the records.
 */
export const serviceLinks = [
  { name: 'Sales', href: '/services/sales', icon: 'Handshake' },
  { name: 'Marketing', href: '/services/marketing', icon: 'Megaphone' },
  { name: 'Customer Support', href: '/services/customer-support', icon: 'Headphones' },
  { name: 'Book Keeping', href: '/services/book-keeping', icon: 'Calculator' },
  { name: 'Administrative', href: '/services/administrative', icon: 'ClipboardList' },
  { name: 'Executive Assistant', href: '/services/executive-assistant', icon: 'BriefcaseBusiness' },
  { name: 'AI Agents', href: '/services/ai-agents', icon: 'Bot' },
  { name: 'Web Design & Development', href: '/services/web-design-development', icon: 'Code' },
] as const satisfies ReadonlyArray<NavigationItem>

export const industryLinks = [
  { name: 'E-Commerce', href: '/industries/ecommerce', icon: 'ShoppingCart' },
  { name: 'Accounting', href: '/industries/accounting', icon: 'Calculator' },
  { name: 'Insurance', href: '/industries/insurance', icon: 'ShieldCheck' },
  { name: 'Real Estate', href: '/industries/real-estate', icon: 'House' },
  { name: 'Construction', href: '/industries/construction', icon: 'HardHat' },
  { name: 'Healthcare', href: '/industries/healthcare', icon: 'Stethoscope' },
] as const satisfies ReadonlyArray<NavigationItem>

export type HeaderItem =
  | { kind: 'link'; name: string; href: string }
  | { kind: 'menu'; name: string; href: string; items: ReadonlyArray<NavigationItem> }

/** Header order: Home, Who We Are, Services ▾, Industries ▾, Pricing, Job Openings, Blog, Contact Us. */
export const headerNavigation = [
  { kind: 'link', name: 'Home', href: '/' },
  { kind: 'link', name: 'Who We Are', href: '/about' },
  { kind: 'menu', name: 'Services', href: '/services', items: serviceLinks },
  { kind: 'menu', name: 'Industries', href: '/industries', items: industryLinks },
  { kind: 'link', name: 'Pricing', href: '/pricing' },
  { kind: 'link', name: 'Job Openings', href: '/careers' },
  { kind: 'link', name: 'Blog', href: '/blogs' },
  { kind: 'link', name: 'Contact Us', href: '/contact' },
] as const satisfies ReadonlyArray<HeaderItem>

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
