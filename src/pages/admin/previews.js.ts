import { getOfferings, getRecord } from '#src/collections/entries.ts'
import { getPosts } from '#src/collections/posts.ts'
import { bundleForAdmin, onlyToolLogos } from '#src/lib/admin-bundle.server.ts'
import { toSummary } from '#src/lib/posts.ts'

export type PreviewContext = Awaited<ReturnType<typeof previewContext>>

async function previewContext() {
  const [site, pricing, home, faq, offeringPage, articlePage, blogPage, careersPage, pictures, services, industries, posts] =
    await Promise.all([
      getRecord('site'),
      getRecord('pricing'),
      getRecord('home'),
      getRecord('faq'),
      getRecord('offeringPage'),
      getRecord('articlePage'),
      getRecord('blogPage'),
      getRecord('careersPage'),
      getRecord('pictures'),
      getOfferings('service'),
      getOfferings('industry'),
      getPosts(),
    ])
  return {
    site,
    plans: pricing.plans,
    home,
    faq: faq.items,
    offeringPage,
    articlePage,
    blogPage,
    careersPage,
    pictures,
    services,
    industries,
    posts: posts.map(toSummary),
  }
}

// The editor's previews, with the rest of the site as this build reads it (docs/decisions/033-cms-previews.md).
export async function GET() {
  const context = await previewContext()
  const tools = [...context.services, ...context.industries].flatMap((page) => [
    ...(page.tools ?? []),
    ...(page.techCategories ?? []).flatMap((category) => category.tools),
  ])
  return bundleForAdmin('src/cms/previews.tsx', { PREVIEW_CONTEXT: JSON.stringify(JSON.stringify(context)) }, [
    onlyToolLogos(tools.flatMap((tool) => tool.logo ?? [])),
  ])
}
