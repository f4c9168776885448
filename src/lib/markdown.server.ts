import { basename } from 'node:path'
import { bookingUrl } from './booking.ts'
import { figureElement, parseFigure, type Figure } from './figure.server.ts'
import type { Element, ElementContent, Root, RootContent } from 'hast'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { site, siteLinks } from '#src/site.ts'

/**
 * The article allowlist, exactly as the specification §5 gives it: the only tags, attributes and URL schemes
 * an article body may contain (relative URLs are allowed too). `data-*` attributes are not in it.
 */
export const ARTICLE_HTML_ALLOWLIST = {
  tagNames: [
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
    'blockquote',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: ['href', 'target', 'rel', 'src', 'alt', 'title', 'class', 'id'],
  protocols: ['http', 'https', 'ftp', 'mailto', 'tel'],
} as const

/**
 * Class names an article may use: the styled blocks of `.article-body` in app.css. Any other class is
 * dropped, so article markup cannot borrow the site's utility classes (an overlay, a hidden element).
 */
export const ARTICLE_CLASS_NAMES = ['callout'] as const

/** Body ids get this prefix, so no heading id can clobber a global or collide with an id of the page. */
export const ARTICLE_ID_PREFIX = 'user-content-'

/** Elements removed together with their content (everything else outside the allowlist keeps its text). */
const STRIPPED_ELEMENTS = [
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'frame',
  'frameset',
  'noframes',
  'noembed',
  'object',
  'embed',
  'svg',
  'math',
  'select',
]

/**
 * The rehype-sanitize schema built from the allowlist, with each attribute on the elements where it means
 * something: links carry href/target/rel (target only `_blank`), images src/alt, every element title/class/id.
 */
export const articleSanitizeSchema: SanitizeSchema = {
  tagNames: [...ARTICLE_HTML_ALLOWLIST.tagNames],
  attributes: {
    '*': ['title', 'id', ['className', ...ARTICLE_CLASS_NAMES]],
    a: ['href', ['target', '_blank'], 'rel'],
    img: ['src', 'alt'],
    code: [['className', /^language-[\w-]+$/]],
  },
  protocols: { href: [...ARTICLE_HTML_ALLOWLIST.protocols], src: [...ARTICLE_HTML_ALLOWLIST.protocols] },
  clobber: ['id'],
  clobberPrefix: ARTICLE_ID_PREFIX,
  // Table parts outside a table would let content escape its context when the HTML is parsed again.
  ancestors: { thead: ['table'], tbody: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
  strip: STRIPPED_ELEMENTS,
  required: {},
  allowComments: false,
  allowDoctypes: false,
}

export type RenderedMarkdown = {
  /** Sanitised HTML, ready for `ArticleBody`. */
  html: string
  /** The body's visible text, for the read time. */
  text: string
  /** Site-relative link targets in the body (paths without query or fragment), for link checks. */
  internalLinks: Array<string>
  /** The body's figures, in order, for scripts/figures.ts to draw. */
  figures: Array<Figure>
}

type Visitor = (node: Element, parent: Root | Element) => void

function visitElements(node: Root | Element, visitor: Visitor) {
  for (const child of [...node.children]) {
    if (child.type !== 'element') continue
    visitor(child, node)
    visitElements(child, visitor)
  }
}

function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value
  if (!('children' in node)) return ''
  const text = node.children.map(textOf).join('')
  // Blocks end words: a table cell's last word and the next cell's first are two words.
  return node.type === 'element' && isBlock(node) ? ` ${text} ` : text
}

const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'tr',
  'td',
  'th',
])

function isBlock(node: Element): boolean {
  return BLOCKS.has(node.tagName)
}

function hrefOf(node: Element): string | undefined {
  return typeof node.properties.href === 'string' ? node.properties.href : undefined
}

function isExternalHref(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false
  try {
    return new URL(href).origin !== new URL(site.url).origin
  } catch {
    return true
  }
}

/**
 * `[text](site:booking.video)` → the URL of that key in `siteLinks` (src/site.ts); an unknown key fails the build.
 * A booking page gets the attribution every booking link carries, placed as `article-body` on `/blogs/<id>`.
 */
function resolveSiteLinks() {
  return (tree: Root, file: { path?: string }) => {
    visitElements(tree, (node) => {
      const href = hrefOf(node)
      if (!href?.startsWith('site:')) return
      const key = href.slice('site:'.length)
      if (!Object.hasOwn(siteLinks, key)) {
        const line = node.position?.start.line
        throw new Error(
          `${file.path ?? 'article'}${line ? `:${line}` : ''}: unknown site link "${href}" (known: ${Object.keys(siteLinks).join(', ')})`,
        )
      }
      const url = siteLinks[key]!
      const articlePath = `/blogs/${basename(file.path ?? 'article').replace(/\.md$/, '')}`
      node.properties.href = key.startsWith('booking.') ? bookingUrl(url, site.url, articlePath, 'article-body') : url
    })
  }
}

/** Lowercase words joined by hyphens, like GitHub's heading anchors. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

/** Stable ids on headings, for links to sections; the sanitiser then prefixes them (ARTICLE_ID_PREFIX). */
function addHeadingIds() {
  return (tree: Root) => {
    const seen = new Map<string, number>()
    visitElements(tree, (node) => {
      if (!/^h[1-6]$/.test(node.tagName) || node.properties.id) return
      const base = slugify(textOf(node)) || 'section'
      const count = seen.get(base) ?? 0
      seen.set(base, count + 1)
      node.properties.id = count === 0 ? base : `${base}-${count}`
    })
  }
}

/**
 * Runs after the sanitiser, on HTML that is already safe, and adds only fixed markup of ours:
 * - external links open in a new tab without opener or referrer, with the screen-reader note ExternalLink
 *   adds; any other `target="_blank"` left by the content gets the same `rel` (DESIGN.md §7);
 * - `#section` links point at the prefixed heading ids;
 * - tables sit in a keyboard-focusable region that scrolls sideways on phones (WCAG 2.1.1).
 */
function finishArticleHtml() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    file.data.text = textOf(tree).replace(/\s+/g, ' ').trim()
    const ids = new Set<string>()
    const internalLinks: Array<string> = []
    visitElements(tree, (node) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id)
    })
    visitElements(tree, (node, parent) => {
      if (node.tagName === 'a') {
        const href = hrefOf(node)
        if (href && isExternalHref(href)) {
          node.properties.target = '_blank'
          node.children.push({
            type: 'element',
            tagName: 'span',
            properties: { className: ['sr-only'] },
            children: [{ type: 'text', value: ' (opens in a new tab)' }],
          })
        } else if (href?.startsWith('#') && ids.has(`${ARTICLE_ID_PREFIX}${href.slice(1)}`)) {
          node.properties.href = `#${ARTICLE_ID_PREFIX}${href.slice(1)}`
        } else if (href?.startsWith('/') && !href.startsWith('//')) {
          internalLinks.push(href.replace(/[?#].*$/, ''))
        }
        if (node.properties.target) node.properties.rel = ['noopener', 'noreferrer']
      }
      if (node.tagName === 'table') {
        const index = parent.children.indexOf(node)
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table, scrolls sideways' },
          children: [node],
        }
      }
    })
    file.data.internalLinks = internalLinks
  }
}

/**
 * Runs after the sanitiser: each ```figure block (a <pre><code class="language-figure">) becomes the figure it
 * describes, validated (lib/figure.server.ts). The markup is ours, from validated data, like the table wrapper below.
 */
function insertFigures() {
  return (tree: Root, file: { path?: string; data: Record<string, unknown> }) => {
    const figures: Array<Figure> = []
    visitElements(tree, (node, parent) => {
      const code =
        node.tagName === 'pre' ? node.children.find((child) => child.type === 'element' && child.tagName === 'code') : undefined
      if (!code || code.type !== 'element') return
      const classes = code.properties.className
      if (!Array.isArray(classes) || !classes.includes('language-figure')) return
      const figure = parseFigure(textOf(code), file.path ?? 'article', figures.length)
      figures.push(figure)
      parent.children[parent.children.indexOf(node)] = figureElement(figure)
    })
    file.data.figures = figures
  }
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(resolveSiteLinks)
  .use(addHeadingIds)
  .use(rehypeSanitize, articleSanitizeSchema)
  .use(insertFigures)
  .use(finishArticleHtml)
  .use(rehypeStringify)

/**
 * The one Markdown pipeline (CONVENTIONS.md 'Content'): Markdown with embedded HTML → sanitised HTML.
 * Runs at build time only; `file` names the source in error messages.
 */
export function renderMarkdown(source: string, file: string): RenderedMarkdown {
  const result = processor.processSync({ path: file, value: source })
  return {
    html: String(result),
    text: String(result.data.text ?? ''),
    internalLinks: (result.data.internalLinks as Array<string> | undefined) ?? [],
    figures: (result.data.figures as Array<Figure> | undefined) ?? [],
  }
}
