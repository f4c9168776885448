/**
 * One page of each template, the site's representative pages: axe checks them at a desktop's width as well as a
 * phone's (tests/e2e/accessibility.spec.ts), the content checks run axe on them when a change reaches every page
 * (tests/content), Firefox and WebKit open them at both widths (tests/engines), and Lighthouse measures those marked
 * `lighthouse` (DESIGN.md §8's list; an article by the median and by the longest).
 */
export const TEMPLATE_PAGES = [
  { template: 'home', lighthouse: true, path: '/' },
  { template: 'about', path: '/about' },
  { template: 'services', path: '/services' },
  { template: 'industries', path: '/industries' },
  { template: 'contact', lighthouse: true, path: '/contact' },
  { template: 'pricing', lighthouse: true, path: '/pricing' },
  { template: 'privacy policy', path: '/privacy-policy' },
  { template: 'careers', lighthouse: true, path: '/careers' },
  { template: 'blog index', lighthouse: true, path: '/blogs' },
  { template: 'service', lighthouse: true, path: '/services/sales' },
  { template: 'industry', lighthouse: true, path: '/industries/healthcare' },
  { template: 'article', lighthouse: true, path: '/blogs/top-50-tasks-delegate-virtual-assistant' },
  { template: 'tag', path: '/blogs/tags/ai' },
  { template: 'not found', path: '/this-page-does-not-exist' },
] as const
