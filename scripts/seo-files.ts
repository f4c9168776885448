import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPagePaths } from '#src/content/paths.ts'
import { getPosts, sortByRecency, toSummary } from '#src/content/posts.server.ts'
import { absoluteUrl } from '#src/lib/seo.ts'
import { FEED_PATH, renderRssFeed } from './feed.ts'

/**
 * sitemap.xml lists exactly the indexable prerendered URLs (articles with their publication date as
 * `<lastmod>`); robots.txt allows all and names it; rss.xml is the blog feed.
 */
export async function writeSeoFiles(buildDir: string) {
  const posts = getPosts()
  const lastModified = new Map(posts.map((post) => [`/blogs/${post.id}`, post.publishedAt]))
  const urls = getPagePaths()
    .filter((page) => !page.noindex)
    .map((page) => {
      const lastmod = lastModified.get(page.path)
      return `  <url><loc>${absoluteUrl(page.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
    })
  writeFileSync(
    join(buildDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  )
  writeFileSync(join(buildDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`)
  writeFileSync(join(buildDir, FEED_PATH.slice(1)), renderRssFeed(sortByRecency(posts).map(toSummary)))
}
