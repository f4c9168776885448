import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { FIGURE_DIR, FIGURE_SCALE, FIGURE_WIDTH, figureHeight, figureName, type Figure } from '#src/lib/figure.server.ts'
import { ARTWORK_FONTS, h, type Node } from './artwork.ts'

/**
 * Draws the articles' figures (lib/figure.server.ts) at build time: satori lays the chart out with the site's font,
 * resvg renders it, sharp writes AVIF and WebP into public/generated/figures/, which Astro copies into the build.
 * Cached in .cache/figures/ by content and by this file, so an unchanged figure is not drawn again.
 */
const root = resolve(import.meta.dirname, '..')
const cacheDir = join(root, '.cache', 'figures')
const version = createHash('sha256')
  .update(readFileSync(import.meta.filename))
  .digest('hex')
  .slice(0, 12)

// The @theme colours in sRGB: ink, muted text, brand and accent.
const INK = '#0f172a'
const MUTED = '#475569'
const BRAND = '#2f4fd8'
const BAR_COLOURS = ['#1e3a8a', '#2f4fd8', '#0d9488', '#4338ca', '#0369a1', '#0f766e']

function formatValue(value: number, unit = '', suffix = ''): string {
  return `${unit}${value.toLocaleString('en-US')}${suffix}`
}

/** The figure as satori nodes, at FIGURE_WIDTH × figureHeight CSS pixels (drawn at FIGURE_SCALE). */
export function figureTree(figure: Figure): Node {
  const width = FIGURE_WIDTH
  const frame = {
    width,
    height: figureHeight(figure),
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: '#f8fafc',
    fontFamily: 'Inter',
    color: INK,
  } as const
  if (figure.kind === 'bars') {
    const largest = Math.max(...figure.items.map((item) => item.value), 1)
    const track = width - 40 - 170 - 8
    return h(
      'div',
      { style: { ...frame, paddingTop: 20, paddingLeft: 20, paddingRight: 20 } },
      ...figure.items.map((item, index) =>
        h(
          'div',
          { style: { display: 'flex', alignItems: 'center', height: 66 } },
          h(
            'div',
            {
              style: {
                display: 'flex',
                width: 170,
                fontSize: 19,
                fontWeight: 600,
                color: MUTED,
                paddingRight: 10,
                lineHeight: 1.1,
              },
            },
            item.label,
          ),
          h(
            'div',
            { style: { display: 'flex', alignItems: 'center', width: track } },
            h('div', {
              style: {
                width: Math.max(4, Math.round((item.value / largest) * (track - 100))),
                height: 30,
                borderRadius: 6,
                backgroundColor: BAR_COLOURS[index % BAR_COLOURS.length],
              },
            }),
            h(
              'div',
              { style: { display: 'flex', marginLeft: 8, fontSize: 21, fontWeight: 800 } },
              formatValue(item.value, figure.unit, figure.suffix),
            ),
          ),
        ),
      ),
    )
  }
  return h(
    'div',
    { style: { ...frame, paddingTop: 16, paddingLeft: 20, paddingRight: 20 } },
    ...figure.items.map((item, index) =>
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', height: 78 } },
        h(
          'div',
          {
            style: {
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 46,
              height: 46,
              borderRadius: 9999,
              backgroundColor: BRAND,
              color: '#ffffff',
              fontSize: 22,
              fontWeight: 800,
              marginRight: 16,
            },
          },
          String(index + 1),
        ),
        h(
          'div',
          { style: { display: 'flex', width: width - 40 - 62, fontSize: 21, fontWeight: 600, lineHeight: 1.2 } },
          item.label,
        ),
      ),
    ),
  )
}

async function draw(figure: Figure): Promise<Buffer> {
  const width = FIGURE_WIDTH
  const svg = await satori(figureTree(figure) as unknown as React.ReactNode, {
    width,
    height: figureHeight(figure),
    fonts: ARTWORK_FONTS,
  })
  return new Resvg(svg, { fitTo: { mode: 'width', value: width * FIGURE_SCALE } }).render().asPng()
}

const ENCODERS = {
  avif: (png: Buffer) => sharp(png).avif({ quality: 60, effort: 2 }).toBuffer(),
  webp: (png: Buffer) => sharp(png).webp({ quality: 85, effort: 4 }).toBuffer(),
} as const

/** Writes each figure's `<name>.avif` and `<name>.webp` into public/generated/figures/. */
export async function writeFigures(figures: ReadonlyArray<Figure>, publicDir = join(root, 'public')) {
  const target = join(publicDir, ...FIGURE_DIR.split('/').filter(Boolean))
  mkdirSync(target, { recursive: true })
  mkdirSync(cacheDir, { recursive: true })
  await Promise.all(
    figures.map(async (figure) => {
      const name = figureName(figure)
      let png: Buffer | undefined
      for (const [format, encode] of Object.entries(ENCODERS)) {
        const cached = join(cacheDir, `${version}-${name}.${format}`)
        if (!existsSync(cached)) writeFileSync(cached, await encode((png ??= await draw(figure))))
        writeFileSync(join(target, `${name}.${format}`), readFileSync(cached))
      }
    }),
  )
}
