import { expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { fromHtml } from 'hast-util-from-html'
import { selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { FIGURE_WIDTH, figureHeight, figureName, figureSvg, parseFigure } from '#src/lib/figure.server.ts'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import { previewSite as site } from '../../../fixtures/site.ts'

const BARS = `kind: bars
title: Monthly cost in this example (US dollars)
alt: Bar chart of the example's monthly cost, a local hire at about $4,570 against a plan at $1,499.
unit: $
items:
  - label: Local admin hire
    value: 4570
  - label: Dedicated VA (from)
    value: 1499
`

function errorOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected an error')
}

test('a figure block becomes an SVG image with its alt text, size and caption, loaded lazily', () => {
  const { html, figures } = renderMarkdown(`Some text.\n\n\`\`\`figure\n${BARS}\`\`\`\n\nMore text.`, {
    file: 'content/blog/x.md',
    site,
  })
  expect(figures).toHaveLength(1)
  const name = `/generated/figures/${figureName(figures[0]!)}`
  expect(html).toContain(
    `<figure class="article-figure"><img src="${name}.svg" alt="Bar chart of the example&#x27;s monthly cost, a local hire at about $4,570 against a plan at $1,499." width="${FIGURE_WIDTH}" height="${figureHeight(figures[0]!)}" loading="lazy" decoding="async"><figcaption>Monthly cost in this example (US dollars)</figcaption></figure>`,
  )
  expect(html).not.toContain('language-figure')
})

test('other code blocks stay code, and raw figure or picture HTML in an article is still removed by the sanitiser', () => {
  const { html, figures } = renderMarkdown(
    '```yaml\nkind: bars\n```\n\n<figure><picture><source srcset="x.avif"><img src="/x.webp" width="9" onerror="alert(1)"></picture></figure>',
    { file: 'content/blog/x.md', site },
  )
  expect(figures).toEqual([])
  expect(html).toContain('<code class="language-yaml">')
  expect(html).not.toMatch(/<figure|<picture|<source|width=|onerror/)
})

test('a bad figure fails the build naming the article, the figure and the field', () => {
  const block = (yaml: string) => `\`\`\`figure\n${yaml}\`\`\`\n`
  expect(
    errorOf(() => renderMarkdown(block(BARS) + block('kind: pie\ntitle: T\nalt: A\n'), { file: 'content/blog/x.md', site })),
  ).toBe("content/blog/x.md: figure 2: kind: kind must be 'bars' or 'steps'")
  expect(errorOf(() => parseFigure(BARS.replace('value: 4570', 'value: "$4,570"'), 'content/blog/y.md', 0))).toBe(
    'content/blog/y.md: figure 1: items.0.value: expected a number',
  )
  expect(errorOf(() => parseFigure('kind: steps\ntitle: Steps\nalt: Too short\nitems:\n  - label: One\n', 'f.md', 0))).toBe(
    [
      'f.md: figure 1: alt: must describe the picture in at least 40 characters',
      'f.md: figure 1: items: needs 3 to 6 steps',
    ].join('\n'),
  )
  expect(errorOf(() => parseFigure('kind: [bars\n', 'f.md', 0))).toMatch(/^f\.md: figure 1: invalid YAML: .+ at line 2, column 1/)
})

test('plan prices reach a figure as plain numbers through {plan.<id>.amount}', async () => {
  const { fillPlanPlaceholders } = await import('#src/lib/plan-placeholders.ts')
  const source = fillPlanPlaceholders(
    BARS.replace('value: 1499', 'value: {plan.dedicated-va.amount}'),
    [{ id: 'dedicated-va', price: 1599, monthlyHours: 173 }],
    'f',
  )
  expect(parseFigure(source, 'f', 0)).toMatchObject({ items: [{ value: 4570 }, { value: 1599 }] })
})

// Issue 47: a figure's words are set in the site's own font stack, as the text around it is.
test("a figure is an SVG in the site's font stack that writes every label and value whole", () => {
  const stack = /--font-sans:\s*([^;]+);/.exec(readFileSync('src/styles/app.css', 'utf8'))![1]!.replace(/\s+/g, ' ').trim()
  const bars = parseFigure(BARS, 'f', 0)
  const steps = parseFigure(
    'kind: steps\ntitle: Steps\nalt: Three steps from a first call to an assistant who has started work.\nitems:\n  - label: Book a free consultation with our team\n  - label: Interview pre-screened experts & pick one\n  - label: Onboard\n',
    'f',
    0,
  )
  for (const [figure, words] of [
    [bars, ['Local admin hire', '$4,570', 'Dedicated VA (from)', '$1,499']],
    [steps, ['1', 'Book a free consultation with our team', '2', 'Interview pre-screened experts & pick one', '3', 'Onboard']],
  ] as const) {
    const svg = fromHtml(figureSvg(figure), { fragment: true, space: 'svg' })
    const root = selectAll('svg', svg)[0]!
    expect(root.properties.fontFamily).toBe(stack)
    expect([root.properties.width, root.properties.height]).toEqual([String(FIGURE_WIDTH), String(figureHeight(figure))])
    const texts = selectAll('svg > text', svg).map((text) =>
      selectAll('tspan', text).length > 0
        ? selectAll('tspan', text)
            .map((span) => toString(span))
            .join(' ')
        : toString(text),
    )
    expect(texts).toEqual(words)
  }
})
