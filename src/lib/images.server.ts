import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import type { ArtworkInput } from './artwork.ts'
import { FIGURE_SCALE, FIGURE_WIDTH, figureHeight, type Figure } from './figure.server.ts'
import { iconNode } from './icons.server.ts'
import { SOCIAL_IMAGE_SIZE } from './seo.ts'

// Cached in .cache/images/ by input and drawing code (DESIGN.md §2: satori lays out, resvg renders, sharp encodes).
const CACHE_DIR = join(process.cwd(), '.cache', 'images')

async function cached(input: unknown, make: () => Promise<Buffer>): Promise<Buffer> {
  const drawing =
    [renderArtwork, figureTree, ENCODERS.avif, ENCODERS.webp].join('') +
    JSON.stringify([GRADIENTS, BAR_COLOURS, INK, MUTED, BRAND])
  const file = join(CACHE_DIR, createHash('sha256').update(drawing).update(JSON.stringify(input)).digest('hex'))
  if (existsSync(file)) return readFileSync(file)
  const bytes = await make()
  mkdirSync(CACHE_DIR, { recursive: true })
  writeFileSync(file, bytes)
  return bytes
}

const require = createRequire(import.meta.url)
const font = (weight: 400 | 600 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))
const ARTWORK_FONTS = [
  { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
  { name: 'Inter', data: font(600), weight: 600 as const, style: 'normal' as const },
  { name: 'Inter', data: font(800), weight: 800 as const, style: 'normal' as const },
]

// Brand gradients (the @theme brand and accent colours in sRGB).
const GRADIENTS = [
  ['#1e3a8a', '#2f4fd8'],
  ['#172554', '#0f766e'],
  ['#1e1b4b', '#4338ca'],
  ['#0c4a6e', '#2563eb'],
  ['#1e3a8a', '#0d9488'],
  ['#312e81', '#1d4ed8'],
] as const

type Node = { type: string; props: Record<string, unknown> }
const h = (type: string, props: Record<string, unknown>, ...children: Array<Node | string | null>): Node => ({
  type,
  props: { ...props, children: children.filter((child) => child !== null) },
})

function iconSvg(name: string, size: number): Node {
  return h(
    'svg',
    {
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: '#ffffff',
      strokeWidth: 1.75,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    ...iconNode(name).map(([tag, attributes]) => h(tag, { ...attributes })),
  )
}

async function renderArtwork({ title, eyebrow, icon, brand, variant = 0 }: ArtworkInput): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE_SIZE
  const [from, to] = GRADIENTS[Math.abs(variant) % GRADIENTS.length]!
  const titleSize = title.length > 70 ? 52 : title.length > 45 ? 60 : 70
  const tree = h(
    'div',
    {
      style: {
        width,
        height,
        display: 'flex',
        backgroundImage: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
        color: '#ffffff',
        fontFamily: 'Inter',
        position: 'relative',
      },
    },
    h('div', {
      style: {
        position: 'absolute',
        right: -120,
        top: -120,
        width: 520,
        height: 520,
        borderRadius: 9999,
        backgroundColor: 'rgba(255,255,255,0.07)',
      },
    }),
    h('div', {
      style: {
        position: 'absolute',
        right: 140,
        bottom: -200,
        width: 420,
        height: 420,
        borderRadius: 9999,
        backgroundColor: 'rgba(45,212,191,0.16)',
      },
    }),
    h(
      'div',
      {
        style: {
          // Satori sizes boxes without their padding, so the frame is inset instead of padded.
          position: 'absolute',
          left: 72,
          top: 64,
          width: width - 144,
          height: height - 128,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 24 } },
        icon
          ? h(
              'div',
              {
                style: {
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 96,
                  height: 96,
                  borderRadius: 24,
                  backgroundColor: 'rgba(255,255,255,0.14)',
                },
              },
              iconSvg(icon, 56),
            )
          : null,
        eyebrow
          ? h(
              'div',
              { style: { fontSize: 28, fontWeight: 600, letterSpacing: 2, textTransform: 'uppercase', color: '#a5f3fc' } },
              eyebrow,
            )
          : null,
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexGrow: 1,
            alignItems: 'center',
            fontSize: titleSize,
            fontWeight: 800,
            lineHeight: 1.1,
            maxWidth: 980,
            letterSpacing: -1,
          },
        },
        title,
      ),
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, fontWeight: 600 } },
        h(
          'svg',
          { width: 44, height: 44, viewBox: '0 0 32 32' },
          h('rect', { x: 2, y: 6, width: 17, height: 17, rx: 5, fill: '#93c5fd' }),
          h('rect', { x: 13, y: 9, width: 17, height: 17, rx: 5, fill: '#2dd4bf', opacity: 0.9 }),
        ),
        brand,
      ),
    ),
  )
  const svg = await satori(tree as unknown as React.ReactNode, { width, height, fonts: ARTWORK_FONTS })
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}

export function socialCardPng(input: ArtworkInput): Promise<Buffer> {
  return cached({ card: input }, async () =>
    sharp(await renderArtwork(input))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  )
}

export function logoPng(svg: string, size: number): Promise<Buffer> {
  return cached({ logo: svg, size }, async () =>
    Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()),
  )
}

const INK = '#0f172a'
const MUTED = '#475569'
const BRAND = '#2f4fd8'
const BAR_COLOURS = ['#1e3a8a', '#2f4fd8', '#0d9488', '#4338ca', '#0369a1', '#0f766e']

function formatValue(value: number, unit = '', suffix = ''): string {
  return `${unit}${value.toLocaleString('en-US')}${suffix}`
}

/** The figure as satori nodes, at FIGURE_WIDTH × figureHeight CSS pixels (drawn at FIGURE_SCALE). */
function figureTree(figure: Figure): Node {
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

const ENCODERS = {
  avif: (png: Buffer) => sharp(png).avif({ quality: 60, effort: 2 }).toBuffer(),
  webp: (png: Buffer) => sharp(png).webp({ quality: 85, effort: 4 }).toBuffer(),
} as const

export function figureImage(figure: Figure, format: keyof typeof ENCODERS): Promise<Buffer> {
  return cached({ figure, format }, async () => {
    const svg = await satori(figureTree(figure) as unknown as React.ReactNode, {
      width: FIGURE_WIDTH,
      height: figureHeight(figure),
      fonts: ARTWORK_FONTS,
    })
    return ENCODERS[format](new Resvg(svg, { fitTo: { mode: 'width', value: FIGURE_WIDTH * FIGURE_SCALE } }).render().asPng())
  })
}
