/**
 * Service and industry pages (specification §2 'Service and industry pages', §3): one file each in
 * content/services/<slug>.yaml and content/industries/<slug>.yaml, in menu order. The menus, the industry cards,
 * the page list and the sitemap are all derived from these records.
 */
export { industries, services } from './records.server.ts'
