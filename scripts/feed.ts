import type { PostSummary } from '#src/content/types.ts'
import { publishedInstant } from '#src/lib/dates.ts'
import { absoluteUrl } from '#src/lib/seo.ts'
import { site } from '#src/site.ts'

export const FEED_PATH = '/rss.xml'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`)
}

/** RFC 822 date-time (RSS 2.0 pubDate), in GMT: `Thu, 08 May 2025 07:00:00 GMT`. */
export function rfc822(publishedAt: string): string {
  return new Date(publishedInstant(publishedAt)).toUTCString()
}

/**
 * The blog's RSS 2.0 feed: every article, newest first, with title, link, guid (the permalink), pubDate and
 * description. Derived only from the posts, so a rebuild of the same content writes the same bytes.
 */
export function renderRssFeed(postsNewestFirst: ReadonlyArray<PostSummary>): string {
  const blogUrl = absoluteUrl('/blogs')
  const items = postsNewestFirst.map((post) => {
    const url = absoluteUrl(`/blogs/${post.id}`)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n')
  })
  const newest = postsNewestFirst[0]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml('Insights on outsourcing, virtual assistants, AI agents and business efficiency.')}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.publishedAt)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
