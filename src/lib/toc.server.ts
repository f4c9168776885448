import { fromHtml } from 'hast-util-from-html'
import { selectAll } from 'hast-util-select'
import type { Element, ElementContent } from 'hast'
import type { TocEntry } from '#src/content/types.ts'

/** Issue 10: an article gets a table of contents from this many h2 sections up. */
export const TOC_MIN_SECTIONS = 3

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/**
 * The table of contents of an article body (HTML from lib/markdown.server.ts, whose headings carry
 * prefixed ids): one entry per h2 with an id, in document order. Empty below TOC_MIN_SECTIONS sections,
 * where a list of links would only repeat what the reader sees at a glance.
 */
export function extractToc(html: string): Array<TocEntry> {
  const tree = fromHtml(html, { fragment: true })
  const entries = selectAll('h2[id]', tree).flatMap((heading) => {
    const id = heading.properties.id
    const text = textOf(heading).replace(/\s+/g, ' ').trim()
    return typeof id === 'string' && id && text ? [{ id, text }] : []
  })
  return entries.length >= TOC_MIN_SECTIONS ? entries : []
}
