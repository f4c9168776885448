/**
 * Service URLs that exist but show 'content coming soon' (specification §2). They are noindex and stay out
 * of the sitemap.
 */
export const placeholderPages = [
  { slug: 'sales-development', title: 'Sales Development' },
  { slug: 'accounting-industry-original', title: 'Accounting Industry' },
  { slug: 'insurance-original', title: 'Insurance' },
  { slug: 'real-estate-original', title: 'Real Estate' },
  { slug: 'construction-original', title: 'Construction' },
  { slug: 'healthcare-original', title: 'Healthcare' },
  { slug: 'social-media-management', title: 'Social Media Management' },
] as const
