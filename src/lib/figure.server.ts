import type { Element } from 'hast'
import { h } from 'hastscript'
import { z } from 'zod'
import { formatSchemaError, line, record } from '#src/collections/schemas/fields.ts'
import { parseYaml } from './content-file.ts'

// A ```figure block charts the article's own data, so the picture never says more than the text (docs/decisions/022-nothing-invented-and-article-figures.md).

/** In CSS pixels: the width the article column shows a figure at. */
export const FIGURE_WIDTH = 480

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
  const image = {
    src: `/generated/figures/${figureName(figure)}.svg`,
    alt: figure.alt,
    width: FIGURE_WIDTH,
    height: figureHeight(figure),
    loading: 'lazy',
    decoding: 'async',
  }
  return h('figure.article-figure', [h('img', image), h('figcaption', figure.title)])
}

/**
 * The site's font stack (`--font-sans` in src/styles/app.css, decision 012). A figure is an SVG file whose text is set
 * in it, so each reader sees the figure in the same system font as the words around it.
 */
export const FIGURE_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif"

// The site's colour tokens in sRGB (src/styles/app.css): ink, muted, brand-600, and the brand and accent shades.
const INK = '#0f172a'
const MUTED = '#475569'
const BRAND = '#2f4fd8'
const BACKGROUND = '#f8fafc'
const BAR_COLOURS = ['#1e3a8a', '#2f4fd8', '#0d9488', '#4338ca', '#0369a1', '#0f766e']
/** An average glyph's width as a share of the type size in the stack's common fonts, for breaking labels into lines. */
const GLYPH = 0.6

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A label broken at words into lines of at most `width` pixels at `size`. */
function lines(label: string, width: number, size: number): Array<string> {
  const most = Math.max(1, Math.floor(width / (size * GLYPH)))
  const result: Array<string> = []
  for (const word of label.split(/\s+/)) {
    const last = result.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= most) result[result.length - 1] = `${last} ${word}`
    else result.push(word)
  }
  return result
}

/** Lines of text centred on `middle`, as one <text> of <tspan>s. */
function block(
  label: string,
  {
    x,
    middle,
    width,
    size,
    weight,
    fill,
  }: { x: number; middle: number; width: number; size: number; weight: number; fill: string },
): string {
  const rows = lines(label, width, size)
  const leading = Math.round(size * 1.15)
  const first = Math.round(middle - ((rows.length - 1) * leading) / 2 + size * 0.35)
  const spans = rows.map((row, index) => `<tspan x="${x}" y="${first + index * leading}">${escape(row)}</tspan>`).join('')
  return `<text font-size="${size}" font-weight="${weight}" fill="${fill}">${spans}</text>`
}

/** The figure as an SVG file, 480 CSS pixels wide, drawn from its items alone. */
export function figureSvg(figure: Figure): string {
  const width = FIGURE_WIDTH
  const height = figureHeight(figure)
  const shapes: Array<string> = [`<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>`]
  if (figure.kind === 'bars') {
    const largest = Math.max(...figure.items.map((item) => item.value), 1)
    const label = 170
    const track = width - 40 - label - 8
    figure.items.forEach((item, index) => {
      const middle = 20 + index * 66 + 33
      const bar = Math.max(4, Math.round((item.value / largest) * (track - 100)))
      const value = `${figure.unit ?? ''}${item.value.toLocaleString('en-US')}${figure.suffix ?? ''}`
      shapes.push(
        block(item.label, { x: 20, middle, width: label - 10, size: 19, weight: 600, fill: MUTED }),
        `<rect x="${20 + label}" y="${middle - 15}" width="${bar}" height="30" rx="6" fill="${BAR_COLOURS[index % BAR_COLOURS.length]}"/>`,
        `<text x="${20 + label + bar + 8}" y="${Math.round(middle + 21 * 0.35)}" font-size="21" font-weight="800" fill="${INK}">${escape(value)}</text>`,
      )
    })
  } else {
    figure.items.forEach((item, index) => {
      const middle = 16 + index * 78 + 39
      shapes.push(
        `<circle cx="43" cy="${middle}" r="23" fill="${BRAND}"/>`,
        `<text x="43" y="${Math.round(middle + 22 * 0.35)}" font-size="22" font-weight="800" fill="#ffffff" text-anchor="middle">${index + 1}</text>`,
        block(item.label, { x: 82, middle, width: width - 40 - 62, size: 21, weight: 600, fill: INK }),
      )
    })
  }
  const font = FIGURE_FONT.replace(/'/g, '&apos;')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}">${shapes.join('')}</svg>`
}
