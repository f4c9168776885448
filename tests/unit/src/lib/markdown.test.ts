// @vitest-environment jsdom
// jsdom parses the rendered HTML with the HTML standard's parser (parse5), as the browser will.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { ARTICLE_HTML_ALLOWLIST, ARTICLE_ID_PREFIX, renderMarkdown } from '#src/lib/markdown.server.ts'
import { previewSite as site } from '../../../fixtures/site.ts'

/**
 * Hostile HTML from the public corpus beside DESIGN.md (DOMPurify's test fixtures and the OWASP XSS Filter
 * Evasion Cheat Sheet, each entry naming its source), copied into the tests so they run offline.
 */
type Vector = { id: string; source: string; category: string; payload: string }
const corpus = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'xss-vectors.json'), 'utf8'),
) as Array<Vector>

/** Our own cases: every family the issue names, written as an author could write them in Markdown. */
const ownCases: Record<string, string> = {
  'script element': '<script>alert(1)</script>',
  'script with src, upper case': '<SCRIPT SRC=//xss.invalid/x.js></SCRIPT>',
  'script split across a Markdown paragraph': '<scr\n\nipt>alert(1)</script>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'a onclick': '<a href="#x" onclick="alert(1)">x</a>',
  'div onmouseover': '<div onmouseover="alert(1)">hover</div>',
  'body onload': '<body onload=alert(1)>',
  'details ontoggle': '<details open ontoggle=alert(1)><summary>x</summary></details>',
  'span autofocus onfocus': '<span title="t" tabindex=0 autofocus onfocus=alert(1)>x</span>',
  'marquee onstart': '<marquee onstart=alert(1)>x</marquee>',
  'video source onerror': '<video><source onerror=alert(1)></video>',
  'Markdown link to javascript:': '[x](javascript:alert(1))',
  'Markdown link to mixed-case javascript:': '[x](JaVaScRiPt:alert(1))',
  'Markdown image with javascript: src': '![x](javascript:alert(1))',
  'Markdown reference link to javascript:': '[x][ref]\n\n[ref]: javascript:alert(1)',
  'Markdown autolink to javascript:': '<javascript:alert(1)>',
  'Markdown link to data: HTML': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'Markdown link to vbscript:': '[x](vbscript:msgbox(1))',
  'href javascript:': '<a href="javascript:alert(1)">x</a>',
  'href javascript: in decimal entities':
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'href javascript: in padded entities without semicolons':
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  'href javascript: in hex entities':
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  'href javascript&colon;': '<a href="javascript&colon;alert(1)">x</a>',
  'href with an encoded tab': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'href with a raw newline': '<a href="java\nscript:alert(1)">x</a>',
  'href with a leading control character': '<a href="&#14; javascript:alert(1)">x</a>',
  'href with leading spaces': '<a href="   javascript:alert(1)">x</a>',
  'href vbscript:': '<a href="vbscript:msgbox(1)">x</a>',
  'href VBSCRIPT: upper case': '<a href="VBSCRIPT:msgbox(1)">x</a>',
  'href data: HTML': '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  'img src data: SVG': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">',
  'img src javascript:': '<img src="javascript:alert(1)" alt="x">',
  'svg onload': '<svg onload=alert(1)><circle r=1 /></svg>',
  'svg link with xlink:href': '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  'svg foreignObject': '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  'math mXSS': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  'math href': '<math href="javascript:alert(1)"><mi>x</mi></math>',
  'iframe javascript:': '<iframe src="javascript:alert(1)"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'object data': '<object data="javascript:alert(1)"></object>',
  'embed src': '<embed src="javascript:alert(1)">',
  'style element': '<style>body{background:url("javascript:alert(1)")}</style>',
  'style attribute': '<p style="background:url(javascript:alert(1))">x</p>',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'form action': '<form action="javascript:alert(1)"><button>x</button></form>',
  'button formaction': '<button formaction="javascript:alert(1)">x</button>',
  'input formaction': '<input type="image" src="x" formaction="javascript:alert(1)">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="https://evil.example/">',
  'data-* attributes': '<div data-x="1" data-bind="alert(1)" data-foo-bar="y">x</div>',
  'id clobbering location': '<img id="location" src="x" alt="x"><a id="cookie" href="/">x</a>',
  'name clobbering': '<img name="getElementById" src="x" alt="x"><form name="body"></form>',
  'id colliding with the page': '<h2 id="main-content">x</h2>',
  'id __proto__': '<p id="__proto__">x</p>',
  'target _blank without rel': '<a href="/pricing" target="_blank">x</a>',
  'target _blank with rel opener': '<a href="https://evil.example/" target="_blank" rel="opener">x</a>',
  'target other than _blank': '<a href="/pricing" target="_top">x</a>',
  'external link without target': '<a href="https://evil.example/">x</a>',
  'site utility classes': '<div class="fixed inset-0 z-50 bg-white">overlay</div>',
  'template with script': '<template><script>alert(1)</script></template>',
  'noscript breakout': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'textarea breakout': '<textarea><img src=x onerror=alert(1)></textarea>',
  'html comment': '<!--<img src=x onerror=alert(1)>-->',
  CDATA: '<![CDATA[<script>alert(1)</script>]]>',
  'table cell outside a table': '<td background="javascript:alert(1)">x</td>',
  'unclosed img': '<img src=x onerror=alert(1)//',
  isindex: '<isindex action=javascript:alert(1) type=submit>',
}

const ALLOWED_TAGS = new Set<string>(ARTICLE_HTML_ALLOWLIST.tagNames)
const ALLOWED_ATTRIBUTES = new Set<string>(ARTICLE_HTML_ALLOWLIST.attributes)
const ALLOWED_SCHEMES = new Set<string>(ARTICLE_HTML_ALLOWLIST.protocols)
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

/** The attributes our own post-sanitiser step puts on the wrapper it adds around tables (fixed values). */
const TABLE_WRAPPER_ATTRIBUTES: Record<string, string> = {
  class: 'table-scroll',
  tabindex: '0',
  role: 'region',
  'aria-labelledby': 'article-table-label',
}

/** Ids the article page itself gives its skip target and landmarks (site-layout.astro, post-article.tsx). */
const PAGE_IDS = ['main-content', 'consultation-heading', 'related-articles-heading', 'article-contents', 'article-table-label']

/** Parses the HTML as the browser does when React sets it as a div's innerHTML. */
function parseArticleHtml(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

/** The scheme a browser would see (URL spec: strip leading C0/space, drop tabs and newlines), or null if relative. */
function schemeOf(url: string): string | null {
  const isC0OrSpace = (char: string) => char.charCodeAt(0) <= 0x20
  const chars = [...url]
  while (chars.length > 0 && isC0OrSpace(chars[0]!)) chars.shift()
  while (chars.length > 0 && isC0OrSpace(chars.at(-1)!)) chars.pop()
  const cleaned = chars.filter((char) => char !== '\t' && char !== '\n' && char !== '\r').join('')
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)
  return match ? match[1]!.toLowerCase() : null
}

/** Every violation of the allowlist in rendered article HTML, parsed back by an HTML parser. */
function allowlistViolations(html: string): Array<string> {
  const host = parseArticleHtml(html)
  const problems: Array<string> = []
  const walker = document.createTreeWalker(host, 0x1 | 0x80) // elements and comments
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 8) {
      problems.push(`comment <!--${node.nodeValue}-->`)
      continue
    }
    const element = node as Element
    const tag = element.localName
    if (element.namespaceURI !== HTML_NAMESPACE) problems.push(`element <${tag}> in ${element.namespaceURI}`)
    if (!ALLOWED_TAGS.has(tag)) problems.push(`element <${tag}>`)
    const isTableWrapper =
      tag === 'div' &&
      element.getAttribute('class') === 'table-scroll' &&
      element.children.length === 1 &&
      element.firstElementChild?.localName === 'table'
    for (const { name, value } of Array.from(element.attributes)) {
      if (isTableWrapper && TABLE_WRAPPER_ATTRIBUTES[name] === value) continue
      if (tag === 'ol' && name === 'start' && /^\d+$/.test(value)) continue
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`attribute ${name} on <${tag}>`)
      if (name.startsWith('data-')) problems.push(`data attribute ${name}`)
      if (name === 'href' || name === 'src') {
        const scheme = schemeOf(value)
        if (scheme !== null && !ALLOWED_SCHEMES.has(scheme)) problems.push(`${name}="${value}" (scheme ${scheme}:)`)
      }
      // Heading ids are slugs of their text (decision 043); any other id is the author's and carries the prefix.
      const isHeading = /^h[1-6]$/.test(tag)
      if (name === 'id' && !isHeading && !value.startsWith(ARTICLE_ID_PREFIX))
        problems.push(`id="${value}" without the ${ARTICLE_ID_PREFIX} prefix`)
      if (name === 'id' && isHeading && !value.startsWith(ARTICLE_ID_PREFIX) && !/^[a-z0-9]+(?:-+[a-z0-9]+)*$/.test(value))
        problems.push(`heading id="${value}" is not a slug`)
      if (name === 'id' && PAGE_IDS.includes(value)) problems.push(`id="${value}" is one of the page's own`)
      if (name === 'target' && value !== '_blank') problems.push(`target="${value}"`)
    }
    if (element.hasAttribute('target')) {
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/)
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        problems.push(`target without rel="noopener noreferrer" on <${tag}>`)
    }
  }
  return problems
}

test('the allowlist is exactly the specification §5 list', () => {
  expect([...ARTICLE_HTML_ALLOWLIST.tagNames].sort()).toEqual(
    [
      ...[
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'p',
        'br',
        'div',
        'span',
        'ul',
        'ol',
        'li',
        'strong',
        'b',
        'em',
        'i',
        'u',
        'a',
        'img',
      ],
      ...['blockquote', 'pre', 'code', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ].sort(),
  )
  expect([...ARTICLE_HTML_ALLOWLIST.attributes].sort()).toEqual(['alt', 'class', 'href', 'id', 'rel', 'src', 'target', 'title'])
  expect([...ARTICLE_HTML_ALLOWLIST.protocols].sort()).toEqual(['ftp', 'http', 'https', 'mailto', 'tel'])
})

test('the hostile corpus and our own cases hold at least 60 inputs', () => {
  expect(corpus.length + Object.keys(ownCases).length).toBeGreaterThanOrEqual(60)
})

test.each(corpus.map((vector) => [`${vector.id} (${vector.category})`, vector.payload]))(
  'corpus %s: nothing outside the allowlist survives',
  (_name, payload) => {
    expect(allowlistViolations(renderMarkdown(payload, { file: 'content/blog/hostile.md', site }).html)).toEqual([])
  },
)

test.each(Object.entries(ownCases))('own case %s: nothing outside the allowlist survives', (_name, payload) => {
  expect(allowlistViolations(renderMarkdown(payload, { file: 'content/blog/hostile.md', site }).html)).toEqual([])
})

test('the checker itself finds what it must refuse (the tests above can fail)', () => {
  expect(allowlistViolations('<p onclick="x" data-a="1">x</p>')).toEqual([
    'attribute onclick on <p>',
    'attribute data-a on <p>',
    'data attribute data-a',
  ])
  expect(allowlistViolations('<a href=" java\tscript:alert(1)" target="_blank">x</a>')).toEqual([
    'href=" java\tscript:alert(1)" (scheme javascript:)',
    'target without rel="noopener noreferrer" on <a>',
  ])
  expect(
    allowlistViolations('<svg><a href="/x">x</a></svg><p id="x">x</p><h2 id="A b">x</h2><h3 id="main-content">x</h3><!--c-->'),
  ).toEqual([
    'element <svg> in http://www.w3.org/2000/svg',
    'element <svg>',
    'element <a> in http://www.w3.org/2000/svg',
    'id="x" without the user-content- prefix',
    'heading id="A b" is not a slug',
    `id="main-content" is one of the page's own`,
    'comment <!--c-->',
  ])
  expect(allowlistViolations('<ol start="7"><li>x</li></ol><ol start="x"><li>y</li></ol>')).toEqual(['attribute start on <ol>'])
})

test('dangerous elements are removed with their content; unknown harmless ones keep their text', () => {
  const html = renderMarkdown(
    '<script>alert("gone")</script><style>.gone{}</style><iframe>gone</iframe>\n\n<center>kept</center>',
    { file: 'x.md', site },
  ).html
  expect(html).not.toContain('gone')
  expect(html).toContain('kept')
})

test('the article markup the specification describes survives: headings, lists, tables, images, call-outs, quotes, code', () => {
  const source = [
    '## Where to start',
    '',
    '- one **bold** and *em*',
    '1. first',
    '',
    '| a | b |',
    '|---|---|',
    '| 1 | 2 |',
    '',
    '![A chart](/uploads/blog/chart.webp "Chart")',
    '',
    '<div class="callout">',
    '',
    '**Tip:** keep it short.',
    '',
    '</div>',
    '',
    '> quoted',
    '',
    '```ts',
    'const x = 1',
    '```',
    '',
    'Mail [us](mailto:hello@example.com), call [us](tel:+14155550142), fetch [it](ftp://files.example.com/a).',
  ].join('\n')
  const host = parseArticleHtml(renderMarkdown(source, { file: 'x.md', site }).html)
  expect(host.querySelector('h2')?.id).toBe('where-to-start')
  expect(host.querySelectorAll('ul > li, ol > li')).toHaveLength(2)
  expect(host.querySelector('div.table-scroll > table > tbody > tr > td')?.textContent).toBe('1')
  expect(host.querySelector('img')?.outerHTML).toBe('<img src="/uploads/blog/chart.webp" alt="A chart" title="Chart">')
  expect(host.querySelector('div.callout > p > strong')?.textContent).toBe('Tip:')
  expect(host.querySelector('blockquote')?.textContent?.trim()).toBe('quoted')
  expect(host.querySelector('pre > code.language-ts')?.textContent).toBe('const x = 1\n')
  expect(Array.from(host.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
    'mailto:hello@example.com',
    'tel:+14155550142',
    'ftp://files.example.com/a',
  ])
})

test("a site: link opens the site record's address in a new tab, preview values included", () => {
  const host = parseArticleHtml(
    renderMarkdown('Ask [our partner](site:partners.medicalBilling) or [the affiliate](site:affiliate).', { file: 'x.md', site })
      .html,
  )
  const links = Array.from(host.querySelectorAll('a'))
  expect(links.map((link) => link.getAttribute('href'))).toEqual([site.partners.medicalBilling, site.affiliate.url])
  for (const link of links) {
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  }
})

test('an unknown site: key fails with the file and line named', () => {
  expect(() => renderMarkdown('Intro.\n\n[x](site:booking.zoom)', { file: 'content/blog/some-post.md', site })).toThrow(
    'content/blog/some-post.md:3: unknown site link "site:booking.zoom"',
  )
  // Names every object has are not site links either.
  expect(() => renderMarkdown('[x](site:constructor)', { file: 'x.md', site })).toThrow(
    'x.md:1: unknown site link "site:constructor"',
  )
})

// Specification §9: Growth is $549 for 60 hours a month.
const growth = [{ id: 'growth', price: 549, monthlyHours: 60 }]

test("plan placeholders in an article's text, raw HTML, figure and links render the plan's facts", () => {
  const source = [
    'Growth costs **{plan.growth.price}** for {plan.growth.hours} hours.',
    '',
    '<div class="callout">About {plan.growth.hourly} an hour.</div>',
    '',
    '[Plans from {plan.growth.price}](/pricing "Growth at {plan.growth.price}")',
    '',
    '```figure',
    'kind: bars',
    'title: Monthly cost',
    'alt: Bar chart of a local hire at $4,570 a month beside the Growth plan at $549 a month.',
    'unit: $',
    'items:',
    '  - label: Local hire',
    '    value: 4570',
    '  - label: Growth',
    '    value: {plan.growth.amount}',
    '```',
  ].join('\n')
  const { html, figures, text } = renderMarkdown(source, { file: 'content/blog/x.md', site, plans: growth })
  expect(text).toContain('Growth costs $549 for 60 hours. About $9.15 an hour.')
  expect(html).toContain('<a href="/pricing" title="Growth at $549">Plans from $549</a>')
  expect(figures[0]).toMatchObject({ items: [{ value: 4570 }, { value: 549 }] })
  expect(html).not.toContain('{plan.')
})

test('an unknown plan in an article fails naming the file', () => {
  expect(() => renderMarkdown('From {plan.premium.price}.', { file: 'content/blog/x.md', site, plans: growth })).toThrow(
    "content/blog/x.md: {plan.premium.price}: no plan has the id 'premium' (growth)",
  )
})

test('internal links stay in the tab; links to our own domain are internal too', () => {
  const host = parseArticleHtml(renderMarkdown(`[pricing](/pricing) and [home](${site.url}/about)`, { file: 'x.md', site }).html)
  for (const link of Array.from(host.querySelectorAll('a'))) {
    expect(link.hasAttribute('target')).toBe(false)
    expect(link.hasAttribute('rel')).toBe(false)
  }
})

test("heading ids are GitHub's slugs of their text, unique within the article, without a prefix", () => {
  const html = renderMarkdown('[jump](#next-steps)\n\n## Next steps\n\n## Next steps\n\n### Pricing & ROI: 2025!', {
    file: 'x.md',
    site,
  }).html
  const host = parseArticleHtml(html)
  expect(Array.from(host.querySelectorAll('h2, h3'), (heading) => heading.id)).toEqual([
    'next-steps',
    'next-steps-1',
    'pricing--roi-2025',
  ])
  expect(host.querySelector('a')?.getAttribute('href')).toBe('#next-steps')
})

test("an author's own id keeps the prefix and a #link to it follows; a heading that slugs to a page id keeps it too", () => {
  const source = '[note](#note) [top](#main-content)\n\n<p id="note">x</p>\n\n<h2 id="mine">Own id</h2>\n\n## Main content'
  const host = parseArticleHtml(renderMarkdown(source, { file: 'x.md', site }).html)
  expect(host.querySelector('p[id]')?.id).toBe('user-content-note')
  expect(Array.from(host.querySelectorAll('h2'), (heading) => heading.id)).toEqual([
    'user-content-mine',
    'user-content-main-content',
  ])
  expect(Array.from(host.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual([
    '#user-content-note',
    '#main-content',
  ])
})

test('a numbered list that goes on after a heading keeps its first number', () => {
  const host = parseArticleHtml(renderMarkdown('### Inbox\n\n7. **Triage.** Sort it.\n8. Reply.', { file: 'x.md', site }).html)
  expect(host.querySelector('ol')?.getAttribute('start')).toBe('7')
  expect(host.querySelector('li')?.textContent).toBe('Triage. Sort it.')
})

test.each([
  ['a bullet with a typed number', 'Intro.\n\n- **1. Triage.** Sort it.\n- **2. Reply.**', 'content/blog/some-post.md:5'],
  ['a bullet holding a numbered list', 'Intro.\n\n- 1. Triage.\n- 2. Reply.', 'content/blog/some-post.md:5'],
  ['a numbered item with a typed number', 'Intro.\n\n1. 1) Triage.', 'content/blog/some-post.md:5'],
])('%s fails the build, naming the file and line', (_name, source, where) => {
  expect(() => renderMarkdown(source, { file: 'content/blog/some-post.md', site, bodyLine: 3 })).toThrow(
    `${where}: a list item starts with a typed number`,
  )
})

test('list items that merely start with a figure are not typed numbers', () => {
  expect(() =>
    renderMarkdown('- 2025 was busy.\n- 50% fewer tickets.\n- 3.5 hours a week.', { file: 'x.md', site }),
  ).not.toThrow()
})

test('rendering returns the visible text and the internal link targets', () => {
  const result = renderMarkdown(
    'Read [the guide](/blogs/a-guide#part-2) or <a href="/pricing?x=1">pricing</a>.\n\n<div class="callout">Tip</div>',
    { file: 'x.md', site },
  )
  expect(result.text).toBe('Read the guide or pricing. Tip')
  expect(result.internalLinks).toEqual(['/blogs/a-guide', '/pricing'])
})

test('the read-time text keeps words in neighbouring cells apart and leaves out the screen-reader note', () => {
  const source = '<table><tr><td>one</td><td>two</td></tr></table>\n\nSee [the partner](https://partner.example.org/).'
  expect(renderMarkdown(source, { file: 'x.md', site }).text).toBe('one two See the partner.')
})

test('the table of contents lists the h2 headings with their ids, in order', () => {
  const source =
    '## Why delegate\n\nText.\n\n### A detail\n\nMore.\n\n## What to hand over *first*\n\nText.\n\n## Getting started\n\nText.'
  expect(renderMarkdown(source, { file: 'fixture.md', site }).toc).toEqual([
    { id: 'why-delegate', text: 'Why delegate' },
    { id: 'what-to-hand-over-first', text: 'What to hand over first' },
    { id: 'getting-started', text: 'Getting started' },
  ])
})

test('the table of contents is empty below three h2 sections', () => {
  const source = '## One\n\nText.\n\n### Sub\n\n## Two\n\nText.'
  expect(renderMarkdown(source, { file: 'fixture.md', site }).toc).toEqual([])
})

test('the table of contents skips h2 headings without text', () => {
  const source = '## A\n\n<h2> </h2>\n\n## B\n\n##\n\n## D'
  expect(renderMarkdown(source, { file: 'fixture.md', site }).toc).toEqual([
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'd', text: 'D' },
  ])
})

test.each([
  'script element',
  'img onerror',
  'Markdown link to javascript:',
  'href javascript: in hex entities',
  'svg onload',
  'template with script',
  'svg link with xlink:href',
])('own case %s: the removal is reported as unsafe, so the build fails', (name) => {
  const { removed } = renderMarkdown(ownCases[name]!, { file: 'content/blog/hostile.md', site })
  expect(removed.filter((removal) => removal.unsafe)).not.toEqual([])
})

test.each(['style attribute', 'site utility classes', 'data-* attributes', 'html comment'])(
  'own case %s: the removal is reported as a warning only',
  (name) => {
    const { removed } = renderMarkdown(ownCases[name]!, { file: 'content/blog/hostile.md', site })
    expect(removed).not.toEqual([])
    expect(removed.filter((removal) => removal.unsafe)).toEqual([])
  },
)

test('a removal names the line and what was removed; markup within the allowlist reports nothing', () => {
  const source = 'Intro.\n\n<p class="callout big" title="t">Note</p>\n\n<a href="/pricing" target="_top">Pricing</a>'
  expect(renderMarkdown(source, { file: 'x.md', site }).removed).toEqual([
    { file: 'x.md', line: 3, what: 'class "big" on <p>', unsafe: false },
    { file: 'x.md', line: 5, what: 'the target="_top" attribute on <a>', unsafe: false },
  ])
  expect(
    renderMarkdown('Intro.\n\n<p class="callout" title="t">Note</p>\n\n## A heading', { file: 'x.md', site }).removed,
  ).toEqual([])
})
