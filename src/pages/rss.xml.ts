import rss from '@astrojs/rss'
import { getPosts, sortByRecency } from '#src/content/posts.server.ts'
import { publishedInstant } from '#src/lib/dates.ts'
import { absoluteUrl } from '#src/lib/seo.ts'
import { site } from '#src/site.ts'

/** The blog's RSS 2.0 feed: every article, newest first (@astrojs/rss). */
export function GET() {
  const posts = sortByRecency(getPosts())
  return rss({
    title: `${site.name} Blog`,
    description: 'Insights on outsourcing, virtual assistants, AI agents and business efficiency.',
    site: site.url,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      '<language>en-us</language>',
      `<atom:link href="${absoluteUrl('/rss.xml')}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
    items: posts.map((post) => ({
      title: post.title,
      link: `/blogs/${post.id}`,
      pubDate: new Date(publishedInstant(post.publishedAt)),
      description: post.excerpt,
      categories: [...post.tags],
    })),
  })
}
