import type { Nodes, Root } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { toText } from 'hast-util-to-text'
import rehypeExternalLinks from 'rehype-external-links'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { SKIP, visit } from 'unist-util-visit'
import type { Site } from '#src/collections/schemas/site.ts'
import { bookingUrl } from './booking.ts'
import { figureElement, parseFigure, type Figure } from './figure.server.ts'
import { GOALS } from './goals.ts'
import { fillPlanPlaceholders, type PlanFacts } from './plan-placeholders.ts'
import { TABLE_LABEL_ID, type TocEntry } from './posts.ts'

const words = (text: string) => text.split(' ')

/** The specification's §5 allowlist, verbatim (relative URLs are allowed too). */
export const ARTICLE_HTML_ALLOWLIST = {
  tagNames: words(
    'h1 h2 h3 h4 h5 h6 p br div span ul ol li strong b em i u a img blockquote pre code table thead tbody tr th td',
  ),
  attributes: ['href', 'target', 'rel', 'src', 'alt', 'title', 'class', 'id'],
  protocols: ['http', 'https', 'ftp', 'mailto', 'tel'],
}

/** Ids an author writes get this prefix (rehype-sanitize's clobber convention); heading ids are plain slugs (decision 043). */
export const ARTICLE_ID_PREFIX = 'user-content-'

// The ids the article page itself uses (site-layout.astro, post-article.tsx, related-posts.tsx): a heading whose slug
// is one of them keeps the prefix, so the skip link and the page's landmarks still point at the page's own elements.
const PAGE_IDS = new Set(['main-content', 'consultation-heading', 'related-articles-heading', 'article-contents', TABLE_LABEL_ID])

// Only the `.article-body` blocks of app.css and the new-tab note: no site utility can make an overlay.
const ARTICLE_CLASS_NAMES = ['callout', 'sr-only']

const TOC_MIN_SECTIONS = 3

const articleSanitizeSchema: SanitizeSchema = {
  tagNames: ARTICLE_HTML_ALLOWLIST.tagNames,
  attributes: {
    '*': ['title', 'id', ['className', ...ARTICLE_CLASS_NAMES]],
    a: ['href', ['target', '_blank'], 'rel'],
    img: ['src', 'alt'],
    code: [['className', /^language-[\w-]+$/]],
    // A list that goes on after a heading (task 7 of 50) keeps its number; a whole number carries no script (decision 043).
    ol: [['start', /^\d{1,4}$/]],
  },
  protocols: { href: ARTICLE_HTML_ALLOWLIST.protocols, src: ARTICLE_HTML_ALLOWLIST.protocols },
  clobber: ['id'],
  clobberPrefix: ARTICLE_ID_PREFIX,
  // Table parts outside a table would escape their context when the HTML is parsed again.
  ancestors: { thead: ['table'], tbody: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
  strip: words(
    'script style template noscript textarea title xmp iframe frame frameset noframes noembed object embed svg math select',
  ),
  required: {},
  allowComments: false,
  allowDoctypes: false,
}

/** Something an author wrote that the sanitiser drops; `unsafe` (script, event handler, script link) fails the build. */
export type Removal = { file: string; line: number | undefined; what: string; unsafe: boolean }

declare module 'hast' {
  interface ElementData {
    writtenIndex?: number
  }
}

const URL_PROPERTIES = new Set(['href', 'src', 'xLinkHref', 'action', 'formAction', 'poster', 'background'])

function attributeName(key: string): string {
  if (key === 'className') return 'class'
  if (key === 'htmlFor') return 'for'
  if (/^(data|aria)[A-Z]/.test(key)) return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return key.replace(/^xLink/, 'xlink:').toLowerCase()
}

// Browsers ignore control characters and white space in a scheme, and the HTML parser has decoded entities already.
function isScriptUrl(value: unknown): boolean {
  const compact = [...String(value)].filter((character) => character.charCodeAt(0) > 0x20).join('')
  return /^(?:javascript|vbscript):/i.test(compact)
}

function describeValue(value: unknown): string {
  // JSON's escapes show a tab or newline hidden in a value (`jav\tascript:`).
  const text = JSON.stringify(Array.isArray(value) ? value.join(' ') : String(value)).slice(1, -1)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

// What the sanitiser removed from `written`, read off `sanitised` (which keeps each element's number in `data`), by the
// file's line; inside a removed element only unsafe things are reported.
function findRemovals(written: Root, sanitised: Root, file: string, bodyLine: number): Array<Removal> {
  const kept = new Map(selectAll('*', sanitised).map((node) => [node.data?.writtenIndex, node.properties]))
  const strip = new Set(articleSanitizeSchema.strip)
  const removals: Array<Removal> = []
  function walk(node: Nodes, line: number | undefined, all: boolean) {
    // Some nodes from rehype-raw carry an empty position.
    const start = (node.position?.start as { line?: number } | undefined)?.line
    const at = start === undefined ? line : start + bodyLine - 1
    const report = (what: string, unsafe = false) => {
      if (unsafe || all) removals.push({ file, line: at, what, unsafe })
    }
    if (node.type === 'comment') report('an HTML comment')
    if (node.type !== 'element') {
      if ('children' in node) for (const child of node.children) walk(child, at, all)
      return
    }
    const tag = node.tagName
    const safe = kept.get(node.data?.writtenIndex)
    for (const [key, value] of Object.entries(node.properties)) {
      const changed = !safe || !(key in safe) || describeValue(safe[key]) !== describeValue(value)
      if (value === undefined || value === null || !changed) continue
      if (key.startsWith('on') && key.length > 2) {
        report(`the ${attributeName(key)} attribute on <${tag}> (an event handler)`, true)
      } else if (URL_PROPERTIES.has(key) && isScriptUrl(value)) {
        report(`${attributeName(key)}="${describeValue(value)}" on <${tag}> (a script link)`, true)
      } else if (safe && key in safe) {
        const dropped = [value].flat().filter((item) => ![safe[key]].flat().includes(item))
        // The sanitiser prefixes ids (clobberPrefix): a changed id is kept, not removed.
        if (key !== 'id') report(`${attributeName(key)} "${dropped.join(' ')}" on <${tag}>`)
      } else if (safe) {
        report(`the ${attributeName(key)}="${describeValue(value)}" attribute on <${tag}>`)
      }
    }
    const dropsContent = !safe && strip.has(tag)
    if (dropsContent) report(`the <${tag}> element and its content`, tag === 'script')
    else if (!safe) report(`the <${tag}> tag (its text is kept)`)
    // A template's markup is its `content` fragment, not its children.
    const content = tag === 'template' && 'content' in node ? [node.content as Root] : []
    for (const child of [...node.children, ...content]) walk(child, at, all && !dropsContent)
  }
  walk(written, undefined, true)
  return removals
}

// Before the sanitiser, which would strip `site:` and prefixes the ids an author wrote, so `#fragment` links to them follow;
// links to a heading's slug stay as written (heading ids are slugged after the sanitiser).
function resolveLinks(tree: Root, file: string, site: Site) {
  const siteLinks = new Map([
    ['booking.video', site.booking.video],
    ['booking.phone', site.booking.phone],
    ['affiliate', site.affiliate.url],
    ['partners.medicalBilling', site.partners.medicalBilling],
    ['social.linkedin', site.social.linkedin],
  ])
  const ids = new Set(selectAll('[id]', tree).map((node) => String(node.properties.id)))
  visit(tree, 'element', (node, index, parent) => {
    const href = node.properties.href
    if (node.properties.target === '_blank') node.properties.rel = ['noopener', 'noreferrer']
    if (typeof href !== 'string') return
    if (href.startsWith('#') && ids.has(href.slice(1))) node.properties.href = `#${ARTICLE_ID_PREFIX}${href.slice(1)}`
    if (!href.startsWith('site:')) return
    const key = href.slice('site:'.length)
    if (!siteLinks.has(key)) {
      const line = node.position ? `:${node.position.start.line}` : ''
      throw new Error(`${file}${line}: unknown site link "${href}" (known: ${[...siteLinks.keys()].join(', ')})`)
    }
    const url = siteLinks.get(key)
    // A partner or profile the business marked "not used": its words stay, without the link.
    if (url === undefined) {
      parent?.children.splice(index!, 1, ...node.children)
      return index
    }
    const page = `/blogs/${file.replace(/^.*\//, '').replace(/\.md$/, '')}`
    node.properties.href = key.startsWith('booking.') ? bookingUrl(url, site.url, page, 'article-body') : url
  })
}

/** The goals the analytics module counts (src/lib/analytics.client.ts): booking links, and the business's own profiles and partners. */
function markGoals(tree: Root, site: Site) {
  const booking = [site.booking.video, site.booking.phone]
  const outbound = new Set([site.affiliate.url, site.partners.medicalBilling, ...Object.values(site.social)])
  for (const link of selectAll('a[href]', tree)) {
    const href = String(link.properties.href)
    if (booking.some((page) => href.startsWith(page))) link.properties.dataGoal = GOALS.booking
    else if (outbound.has(href)) link.properties.dataGoal = GOALS.outbound
  }
}

/** A list item's text that begins with a number of its own: "1. ", "12) ". */
const HAND_TYPED_NUMBER = /^\d+[.)](\s|$)/

// A bullet with a typed number reads "• 1. …", and "- 1. …" nests a numbered list inside a bullet: both are two markers.
function refuseTypedNumbers(tree: Root, file: string, bodyLine: number) {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'li') return
    const first = node.children.find((child) => child.type !== 'text' || child.value.trim() !== '')
    const nested = first?.type === 'element' && first.tagName === 'ol'
    const text = toString(node).trim()
    if (!nested && !HAND_TYPED_NUMBER.test(text)) return
    const line = node.position ? `:${node.position.start.line + bodyLine - 1}` : ''
    throw new Error(
      `${file}${line}: a list item starts with a typed number ("${text.slice(0, 40)}"); write the list as a numbered list (7. …), not bullets with numbers`,
    )
  })
}

// Heading ids are slugs of the heading's text (github-slugger, via rehype-slug), made after the sanitiser so they carry
// no prefix; an author's own id was prefixed by then, and rehype-slug leaves a heading that has one.
function keepPageIds(tree: Root) {
  for (const heading of selectAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]', tree)) {
    const id = String(heading.properties.id)
    if (PAGE_IDS.has(id)) heading.properties.id = `${ARTICLE_ID_PREFIX}${id}`
  }
}

// After the sanitiser, the last step over authored content: only markup of ours that the allowlist lacks.
function finishArticle(tree: Root, file: string) {
  const figures: Array<Figure> = []
  const toc: Array<TocEntry> = []
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return
    const code = node.tagName === 'pre' && select(':scope > code.language-figure', node)
    if (code) {
      const figure = parseFigure(toString(code), file, figures.length)
      figures.push(figure)
      parent.children[index] = figureElement(figure)
      return SKIP
    }
    const text = node.tagName === 'h2' ? toString(node).replace(/\s+/g, ' ').trim() : ''
    if (text && typeof node.properties.id === 'string') toc.push({ id: node.properties.id, text })
    if (node.tagName === 'table') {
      // Scrolls sideways on phones, so the keyboard must reach it (WCAG 2.1.1).
      const properties = { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabelledBy: [TABLE_LABEL_ID] }
      parent.children[index] = { type: 'element', tagName: 'div', properties, children: [node] }
    }
  })
  const links = selectAll('[href^="/"]:not([href^="//"])', tree)
  const internalLinks = links.map((link) => String(link.properties.href).replace(/[?#].*$/, ''))
  const sections = toc.map((entry) => entry.text)
  return { figures, internalLinks, sections, toc: toc.length >= TOC_MIN_SECTIONS ? toc : [], text: visibleText(tree) }
}

function visibleText(tree: Root): string {
  const copy = structuredClone(tree)
  for (const node of selectAll('.sr-only', copy)) node.children = []
  // toText ends words at block boundaries: the last word of a table cell and the next cell's first stay two.
  return toText(copy).replace(/\s+/g, ' ').trim()
}

type MarkdownOptions = { file: string; site: Site; plans?: ReadonlyArray<PlanFacts>; bodyLine?: number }

/**
 * `bodyLine`: the file's line on which `source` starts (after the frontmatter), so reports name the file's lines;
 * `plans`: what its `{plan.<id>.<field>}` placeholders read.
 */
export function renderMarkdown(source: string, { file, site, plans = [], bodyLine = 1 }: MarkdownOptions) {
  const origin = new URL(site.url).origin
  let article: ReturnType<typeof finishArticle> | undefined
  let written: Root | undefined
  let removed: Array<Removal> = []
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    // The one step that fills plan placeholders in an article: in text, code (a figure's values), raw HTML and links alike.
    .use(() => (tree) => {
      const fill = (text: string) => fillPlanPlaceholders(text, plans, file)
      visit(tree, (node) => {
        const fields = node as unknown as Record<string, unknown>
        for (const key of ['value', 'url', 'title', 'alt']) if (typeof fields[key] === 'string') fields[key] = fill(fields[key])
      })
    })
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(() => (tree: Root) => {
      refuseTypedNumbers(tree, file, bodyLine)
      resolveLinks(tree, file, site)
    })
    .use(rehypeExternalLinks, {
      test: (link) => URL.parse(String(link.properties.href), site.url)?.origin !== origin,
      target: '_blank',
      rel: ['noopener', 'noreferrer'],
      content: { type: 'text', value: ` ${site.externalLinks.newTab}` },
      contentProperties: { className: ['sr-only'] },
    })
    .use(() => (tree: Root) => {
      selectAll('*', tree).forEach((node, index) => Object.assign(node, { data: { ...node.data, writtenIndex: index } }))
      written = tree
    })
    .use(rehypeSanitize, articleSanitizeSchema)
    .use(rehypeSlug)
    .use(() => (tree: Root) => {
      keepPageIds(tree)
      removed = findRemovals(written!, tree, file, bodyLine)
      markGoals(tree, site)
      article = finishArticle(tree, file)
    })
    .use(rehypeStringify)
    .processSync(source)
  return { html: String(html), removed, ...article! }
}
