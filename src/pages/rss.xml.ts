import rss from '@astrojs/rss'
import { getRecord } from '#src/collections/entries.ts'
import { getPosts } from '#src/collections/posts.ts'
import { publishedInstant } from '#src/lib/dates.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { sortByRecency } from '#src/lib/posts.ts'

export async function GET() {
  const [site, posts, words] = await Promise.all([getRecord('site'), getPosts(), getRecord('blogPage')])
  return rss({
    title: `${site.name} Blog`,
    description: words.feedDescription,
    site: site.url,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-us</language><atom:link href="${site.url}/rss.xml" rel="self" type="application/rss+xml"/>`,
    items: sortByRecency(posts).map((post) => ({
      title: post.title,
      link: pathFor.post(post.id),
      pubDate: new Date(publishedInstant(post.publishedAt)),
      description: post.excerpt,
      categories: [...post.tags],
    })),
  })
}
