/** The blog's tags (specification §3 'Tags seen'); a post may use only these, spelled exactly. */
export const POST_TAGS = [
  'Virtual Assistants',
  'Sales',
  'Executive Support',
  'Productivity',
  'Delegation',
  'Remote Work',
  'AI',
  'Automation',
  'Business Growth',
  'Leadership',
] as const

export type PostTag = (typeof POST_TAGS)[number]
