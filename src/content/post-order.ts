/**
 * The blog collection order (specification §2: the index lists articles in this fixed order, not by date).
 * Each id is the file name of an article in content/blog/ without `.md`; the build fails when a file is
 * missing from this list or an id has no file.
 */
export const postOrder = [
  'scalable-teams-outsourcing-growth',
  'ai-agents-transforming-customer-service',
  'virtual-assistants-remote-work-revolution',
  'outsourcing-cost-optimization-strategies',
  'ai-agents-vs-virtual-assistants',
  'automation-driving-business-growth-2025',
  'data-security-outsourcing-best-practices',
  'what-tasks-delegate-virtual-assistant-first',
  'top-50-tasks-delegate-virtual-assistant',
  'cost-efficient-outsourcing-guide-2025',
  'virtual-assistants-amazon-ebay-shopify-management',
  'virtual-assistants-medical-billing-revenue-cycle',
  'social-media-management-virtual-assistants',
  'virtual-assistants-real-estate-agents-support',
  'virtual-assistants-sales-team-pipeline',
  'virtual-executive-assistants-founders',
  'delegation-productivity-business-owners',
  'remote-work-trends-2025',
  'ai-automation-workforce-future',
] as const
