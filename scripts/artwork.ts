import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import type { ArtworkInput } from '#src/lib/artwork.ts'
import { iconNode } from '#src/lib/icons.server.ts'
import { site } from '#src/site.ts'

/**
 * On-brand artwork rendered at build time (DESIGN.md §2: satori → resvg PNG; callers convert with sharp):
 * blog covers, service and industry hero images, and social cards share this one look.
 */

const require = createRequire(import.meta.url)
const font = (weight: 400 | 600 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))
export const ARTWORK_FONTS = [
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

export type Node = { type: string; props: Record<string, unknown> }
export const h = (type: string, props: Record<string, unknown>, ...children: Array<Node | string | null>): Node => ({
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

/** Renders the artwork to PNG. Deterministic: the same input gives the same bytes. */
export async function renderArtwork({
  title,
  eyebrow,
  icon,
  variant = 0,
  width = 1200,
  height = 630,
}: ArtworkInput): Promise<Buffer> {
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
        site.name,
      ),
    ),
  )
  const svg = await satori(tree as unknown as React.ReactNode, { width, height, fonts: ARTWORK_FONTS })
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}
