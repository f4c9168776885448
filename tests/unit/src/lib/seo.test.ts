import { expect, test } from 'vitest'
import {
  absoluteUrl,
  buildHead,
  imagePreload,
  jsonLdScript,
  socialImagePath,
  type HeadTag,
  type MetaInput,
} from '#src/lib/seo.ts'
import { launchedSite, previewSite, SUPPLIED } from '../../../fixtures/site.ts'

const head = (input: MetaInput) => buildHead(launchedSite, input)
const SITE = SUPPLIED.url!

/** The content of the meta tags with this property or name, in order. */
function contents(tags: Array<HeadTag>, key: string): Array<string> {
  return tags
    .filter((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key))
    .map((tag) => String((tag as { content: string }).content))
}

function canonicals(tags: Array<HeadTag>): Array<string> {
  return tags.flatMap((tag) => ('link' in tag && tag.link.rel === 'canonical' ? [String(tag.link.href)] : []))
}

test('the title follows "Page | TandemDesk"; the home page gets the brand and tagline', () => {
  expect(head({ title: 'Pricing', description: 'Plans.', path: '/pricing' })[0]).toEqual({ title: 'Pricing | TandemDesk' })
  expect(head({ description: 'Home.', path: '/' })[0]).toEqual({
    title: 'TandemDesk | Virtual assistants, AI agents and offshore teams for growing businesses',
  })
})

test('a description longer than 160 characters is cut at a word boundary with an ellipsis', () => {
  const long = `${'Virtual assistants for growing businesses. '.repeat(5)}End.`
  const [description] = contents(head({ title: 'X', description: long, path: '/x' }), 'description')
  const kept = description!.slice(0, -1)
  expect(description!.length).toBeLessThanOrEqual(160)
  expect(description!.endsWith('…')).toBe(true)
  expect(long.startsWith(kept)).toBe(true)
  // Cut between words, not inside one.
  expect(long[kept.length]).toMatch(/[\s.]/)
  const [short] = contents(head({ title: 'X', description: 'Short and whole.', path: '/x' }), 'description')
  expect(short).toBe('Short and whole.')
})

test('the canonical URL and og:url are the site URL plus the path, without a trailing slash', () => {
  for (const [path, expected] of [
    ['/', SITE],
    ['/about', `${SITE}/about`],
    ['/about/', `${SITE}/about`],
    ['/services/sales', `${SITE}/services/sales`],
  ] as const) {
    const tags = head({ title: 'X', description: 'Y', path })
    expect(canonicals(tags)).toEqual([expected])
    expect(contents(tags, 'og:url')).toEqual([expected])
  }
})

test('a page without a path (the not-found screens) has no canonical URL and no og:url', () => {
  const tags = head({ title: 'Page Not Found', description: 'Gone.', noindex: true })
  expect(canonicals(tags)).toEqual([])
  expect(contents(tags, 'og:url')).toEqual([])
})

test('an indexable page links its own 1200×630 PNG social card as og:image and twitter:image', () => {
  const tags = head({ title: 'Sales Virtual Assistants', description: 'Y', path: '/services/sales' })
  const card = `${SITE}/generated/social/services/sales.png`
  expect(contents(tags, 'og:image')).toEqual([card])
  expect(contents(tags, 'twitter:image')).toEqual([card])
  expect(contents(tags, 'og:image:width')).toEqual(['1200'])
  expect(contents(tags, 'og:image:height')).toEqual(['630'])
  expect(contents(tags, 'og:image:alt')).toEqual(['Sales Virtual Assistants | TandemDesk'])
  expect(contents(tags, 'twitter:card')).toEqual(['summary_large_image'])
  expect(contents(tags, 'og:image:type')).toEqual(['image/png'])
})

test('a page whose picture is an upload shares that photo as a JPEG card; a noindex page never does', () => {
  const tags = head({ title: 'Sales Virtual Assistants', description: 'Y', path: '/services/sales', socialCard: 'jpg' })
  expect(contents(tags, 'og:image')).toEqual([`${SITE}/generated/social/services/sales.jpg`])
  expect(contents(tags, 'twitter:image')).toEqual([`${SITE}/generated/social/services/sales.jpg`])
  expect(contents(tags, 'og:image:type')).toEqual(['image/jpeg'])
  const hidden = head({ title: 'Soon', description: 'Y', path: '/services/x', noindex: true, socialCard: 'jpg' })
  expect(contents(hidden, 'og:image')).toEqual([`${SITE}/generated/social/index.png`])
  expect(contents(hidden, 'og:image:type')).toEqual(['image/png'])
})

test('a noindex page says noindex and shows the home page card; an indexable page does not say noindex', () => {
  const placeholder = head({ title: 'Insurance', description: 'Soon.', path: '/services/insurance-original', noindex: true })
  expect(contents(placeholder, 'robots')).toEqual(['noindex'])
  expect(contents(placeholder, 'og:image')).toEqual([`${SITE}/generated/social/index.png`])
  expect(contents(head({ title: 'Pricing', description: 'Y', path: '/pricing' }), 'robots')).toEqual([])
})

test('in a preview build every page says noindex, keeps its own social card and carries no structured data', () => {
  const jsonLd = [{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'A' }] as const
  const pricing = buildHead(previewSite, { title: 'Pricing', description: 'Y', path: '/pricing', jsonLd })
  expect(contents(pricing, 'robots')).toEqual(['noindex'])
  expect(contents(pricing, 'og:image')).toEqual([`${previewSite.url}/generated/social/pricing.png`])
  // Its data names the preview address, among other values that must not reach search engines (DESIGN.md §4).
  expect(pricing.filter((tag) => 'script:ld+json' in tag)).toEqual([])
  expect(
    head({ title: 'Pricing', description: 'Y', path: '/pricing', jsonLd }).filter((tag) => 'script:ld+json' in tag),
  ).toHaveLength(1)
})

test('Open Graph names the site, title and description; the type is website unless the page is an article', () => {
  const tags = head({ title: 'Pricing', description: 'Plans.', path: '/pricing' })
  expect(contents(tags, 'og:type')).toEqual(['website'])
  expect(contents(tags, 'og:site_name')).toEqual(['TandemDesk'])
  expect(contents(tags, 'og:title')).toEqual(['Pricing'])
  expect(contents(tags, 'og:description')).toEqual(['Plans.'])
  expect(contents(tags, 'article:published_time')).toEqual([])
})

test('an article adds its publication time in ISO 8601 with an offset and one article:tag per tag', () => {
  const tags = head({
    title: 'Post',
    description: 'Y',
    path: '/blogs/post',
    article: { publishedTime: '2025-06-20T00:00:00-07:00', tags: ['AI', 'Automation'] },
  })
  expect(contents(tags, 'og:type')).toEqual(['article'])
  expect(contents(tags, 'article:published_time')).toEqual(['2025-06-20T00:00:00-07:00'])
  expect(contents(tags, 'article:tag')).toEqual(['AI', 'Automation'])
})

test('JSON-LD blocks become script:ld+json descriptors, in order', () => {
  const blocks = [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: 'A' },
    { '@context': 'https://schema.org', '@type': 'Organization', name: 'B' },
  ] as const
  const tags = head({ title: 'X', description: 'Y', path: '/x', jsonLd: blocks })
  expect(tags.filter((tag) => 'script:ld+json' in tag)).toEqual(blocks.map((block) => ({ 'script:ld+json': block })))
})

test('social card paths mirror the page path under /generated/social', () => {
  expect(socialImagePath('/')).toBe('/generated/social/index.png')
  expect(socialImagePath('/pricing')).toBe('/generated/social/pricing.png')
  expect(socialImagePath('/blogs/remote-work-trends-2025')).toBe('/generated/social/blogs/remote-work-trends-2025.png')
  const about = head({ title: 'Who We Are', description: 'Y', path: '/about' })
  expect(contents(about, 'og:image')).toEqual([`${SITE}/generated/social/about.png`])
  expect(contents(about, 'og:image:alt')).toEqual(['Who We Are | TandemDesk'])
})

test('absoluteUrl joins a path to the site address', () => {
  expect(absoluteUrl(SITE, '/rss.xml')).toBe(`${SITE}/rss.xml`)
})

test('the largest image on load is preloaded with the candidates and sizes <picture> chooses from', () => {
  const cover = {
    src: '/assets/a.webp',
    srcSet: '/assets/a-640.webp 640w, /assets/a.webp 1200w',
    avifSrcSet: '/assets/a-640.avif 640w, /assets/a.avif 1200w',
    width: 1200,
    height: 630,
    alt: 'A cover',
  }
  const tags = head({ description: 'An article.', path: '/blogs/a', lcpImage: { picture: cover, sizes: '100vw' } })
  const preloads = (tags: Array<HeadTag>) => tags.filter((tag) => 'link' in tag && tag.link.rel === 'preload')
  expect(preloads(tags)).toEqual([
    {
      link: {
        rel: 'preload',
        as: 'image',
        imagesrcset: cover.avifSrcSet,
        imagesizes: '100vw',
        type: 'image/avif',
        fetchpriority: 'high',
      },
    },
  ])
  expect(preloads(head({ description: 'A page.', path: '/about' }))).toEqual([])
  expect(imagePreload({ ...cover, avifSrcSet: undefined }, '50vw')).toEqual({ imagesrcset: cover.srcSet, imagesizes: '50vw' })
  expect(imagePreload({ src: 'https://images.example/a.jpg', width: 800, height: 400, alt: 'x' }, '50vw')).toEqual({
    href: 'https://images.example/a.jpg',
  })
})

test('JSON-LD text escapes <, > and & so no value can close its script element, and still parses to the same data', () => {
  const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & co' } as const
  const text = jsonLdScript(data)
  expect(text).not.toMatch(/[<>&]/)
  expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 co')
  expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', ...data })
})
