import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Every URL pattern of the site (specification §2 route table). The concrete paths are in content/paths.ts.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:service', 'routes/service.tsx'),
  route('industries', 'routes/industries.tsx'),
  route('industries/:industry', 'routes/industry.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('careers/:id', 'routes/job.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blogs/:id', 'routes/blog-post.tsx'),
  route('blogs/tags/:tag', 'routes/blog-tag.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
