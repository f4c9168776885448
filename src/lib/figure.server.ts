import type { Element } from 'hast'
import { h } from 'hastscript'
import { z } from 'zod'
import { formatSchemaError, line, record } from '#src/content/schemas.ts'
import { parseYaml } from './content-file.ts'

// A ```figure block charts the article's own data, so the picture never says more than the text (docs/decisions/022-nothing-invented-and-article-figures.md).

/** In CSS pixels; the files are drawn at FIGURE_SCALE times that. */
export const FIGURE_WIDTH = 480
export const FIGURE_SCALE = 2

const text = (max: number) => line.max(max, { error: `must be at most ${max} characters` })

function itemList<T extends z.ZodType>(item: T, min: number, noun: string) {
  const error = `needs ${min} to 6 ${noun}`
  return z.array(item).min(min, { error }).max(6, { error })
}

const common = {
  title: text(80),
  alt: text(250).refine((alt) => alt.length >= 40, { error: 'must describe the picture in at least 40 characters' }),
}

export const figureSchema = z.discriminatedUnion(
  'kind',
  [
    record({
      kind: z.literal('bars'),
      ...common,
      unit: z.string().max(3).optional(),
      suffix: z.string().max(12).optional(),
      items: itemList(record({ label: text(40), value: z.number({ error: 'expected a number' }).nonnegative() }), 2, 'bars'),
    }),
    record({
      kind: z.literal('steps'),
      ...common,
      items: itemList(record({ label: text(60) }), 3, 'steps'),
    }),
  ],
  { error: "kind must be 'bars' or 'steps'" },
)

export type Figure = z.infer<typeof figureSchema>

export function parseFigure(source: string, file: string, index: number): Figure {
  const where = `${file}: figure ${index + 1}`
  const result = figureSchema.safeParse(parseYaml(source, where))
  if (!result.success) throw new Error(formatSchemaError(result.error, where))
  return result.data
}

/** In CSS pixels, at FIGURE_WIDTH. */
export function figureHeight(figure: Figure): number {
  return figure.kind === 'bars' ? 20 + figure.items.length * 66 + 20 : 16 + figure.items.length * 78 + 12
}

// 64-bit FNV-1a: the same name in the build and in the CMS's preview, which has no node:crypto.
export function figureName(figure: Figure): string {
  let hash = 0xcbf29ce484222325n
  for (const byte of new TextEncoder().encode(JSON.stringify(figure)))
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n)
  return hash.toString(16).padStart(16, '0')
}

export function figureElement(figure: Figure): Element {
  const name = `/generated/figures/${figureName(figure)}`
  const image = {
    src: `${name}.webp`,
    alt: figure.alt,
    width: FIGURE_WIDTH,
    height: figureHeight(figure),
    loading: 'lazy',
    decoding: 'async',
  }
  return h('figure.article-figure', [
    h('picture', [h('source', { type: 'image/avif', srcSet: `${name}.avif` }), h('img', image)]),
    h('figcaption', figure.title),
  ])
}
