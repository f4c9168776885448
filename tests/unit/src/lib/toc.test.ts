import { expect, test } from 'vitest'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import { extractToc } from '#src/lib/toc.server.ts'

test('extractToc lists the h2 headings of an article body with their prefixed ids, in order', () => {
  const { html } = renderMarkdown(
    '## Why delegate\n\nText.\n\n### A detail\n\nMore.\n\n## What to hand over *first*\n\nText.\n\n## Getting started\n\nText.',
    'fixture.md',
  )
  expect(extractToc(html)).toEqual([
    { id: 'user-content-why-delegate', text: 'Why delegate' },
    { id: 'user-content-what-to-hand-over-first', text: 'What to hand over first' },
    { id: 'user-content-getting-started', text: 'Getting started' },
  ])
})

test('extractToc returns nothing for an article with fewer than three h2 sections', () => {
  const { html } = renderMarkdown('## One\n\nText.\n\n### Sub\n\n## Two\n\nText.', 'fixture.md')
  expect(extractToc(html)).toEqual([])
})

test('extractToc skips h2 headings without an id or without text', () => {
  expect(extractToc('<h2 id="a">A</h2><h2>No id</h2><h2 id="b">B</h2><h2 id="c"> </h2><h2 id="d">D</h2>')).toEqual([
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'd', text: 'D' },
  ])
})
