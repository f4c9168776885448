import { createHash } from 'node:crypto'
import type { Element } from 'hast'
import { parseDocument } from 'yaml'
import { z } from 'zod'

// A ```figure block charts the article's own data, so the picture never says more than the text (docs/decisions/022-nothing-invented-and-article-figures.md).

/** In CSS pixels; the files are drawn at FIGURE_SCALE times that. */
export const FIGURE_WIDTH = 480
export const FIGURE_SCALE = 2
export const FIGURE_DIR = '/generated/figures'

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'expected text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })

const common = {
  title: text(80),
  alt: text(250).refine((alt) => alt.length >= 40, { error: 'must describe the picture in at least 40 characters' }),
}

export const figureSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('bars'),
      ...common,
      unit: z.string().max(3).optional(),
      suffix: z.string().max(12).optional(),
      items: z
        .array(z.strictObject({ label: text(40), value: z.number({ error: 'expected a number' }).nonnegative() }))
        .min(2, { error: 'needs 2 to 6 bars' })
        .max(6, { error: 'needs 2 to 6 bars' }),
    }),
    z.strictObject({
      kind: z.literal('steps'),
      ...common,
      items: z
        .array(z.strictObject({ label: text(60) }))
        .min(3, { error: 'needs 3 to 6 steps' })
        .max(6, { error: 'needs 3 to 6 steps' }),
    }),
  ],
  { error: "kind must be 'bars' or 'steps'" },
)

export type Figure = z.infer<typeof figureSchema>

export function parseFigure(source: string, file: string, index: number): Figure {
  const where = `${file}: figure ${index + 1}`
  const document = parseDocument(source)
  if (document.errors.length > 0) throw new Error(`${where}: invalid YAML: ${document.errors.map((e) => e.message).join('; ')}`)
  const result = figureSchema.safeParse(document.toJS())
  if (!result.success) {
    throw new Error(
      result.error.issues
        .map(
          (issue) =>
            `${where}: ${
              issue.path
                .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
                .join('')
                .replace(/^\./, '') || 'block'
            }: ${issue.message}`,
        )
        .join('\n'),
    )
  }
  return result.data
}

/** In CSS pixels, at FIGURE_WIDTH. */
export function figureHeight(figure: Figure): number {
  return figure.kind === 'bars' ? 20 + figure.items.length * 66 + 20 : 16 + figure.items.length * 78 + 12
}

export function figureName(figure: Figure): string {
  return createHash('sha256').update(JSON.stringify(figure)).digest('hex').slice(0, 16)
}

// Lazy: figures sit below the fold.
export function figureElement(figure: Figure): Element {
  const name = `${FIGURE_DIR}/${figureName(figure)}`
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: ['article-figure'] },
    children: [
      {
        type: 'element',
        tagName: 'picture',
        properties: {},
        children: [
          { type: 'element', tagName: 'source', properties: { type: 'image/avif', srcSet: `${name}.avif` }, children: [] },
          {
            type: 'element',
            tagName: 'img',
            properties: {
              src: `${name}.webp`,
              alt: figure.alt,
              width: FIGURE_WIDTH,
              height: figureHeight(figure),
              loading: 'lazy',
              decoding: 'async',
            },
            children: [],
          },
        ],
      },
      { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: figure.title }] },
    ],
  }
}
