import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPagePaths } from '#app/content/paths.ts'
import { absoluteUrl } from '#app/lib/seo.ts'

/** sitemap.xml lists exactly the indexable prerendered URLs; robots.txt allows all and names it. */
export async function writeSeoFiles(buildDir: string) {
  const urls = getPagePaths()
    .filter((page) => !page.noindex)
    .map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc></url>`)
  writeFileSync(
    join(buildDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  )
  writeFileSync(join(buildDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`)
}
