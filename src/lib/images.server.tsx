import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { ReactElement } from 'react'
import satori from 'satori'
import sharp, { type Sharp } from 'sharp'
import { IconShapes } from '#src/components/ui/svg-icon.tsx'
import { iconNode } from './icons.server.ts'
import { UPLOAD_PREFIX, UPLOADS_DIR } from './pictures.ts'
import { SOCIAL_IMAGE_SIZE } from './seo.ts'

export type ArtworkInput = {
  title: string
  brand: string
  eyebrow?: string
  icon?: string
  /** Picks one of the brand gradients, so neighbouring pictures differ. */
  variant?: number
}

// Cached in .cache/images/ by input and by this module's code (DESIGN.md §2: satori lays out, resvg renders, sharp encodes).
const CACHE_DIR = join(process.cwd(), '.cache', 'images')
const DRAWING_CODE = readFileSync(new URL(import.meta.url))

async function cached(input: unknown, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(CACHE_DIR, createHash('sha256').update(DRAWING_CODE).update(JSON.stringify(input)).digest('hex'))
  if (existsSync(file)) return readFileSync(file)
  const bytes = await make()
  mkdirSync(CACHE_DIR, { recursive: true })
  writeFileSync(file, bytes)
  return bytes
}

const ARTWORK_FONTS = ([400, 600, 800] as const).map((weight) => ({
  name: 'Inter',
  data: readFileSync(createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
}))

// Brand gradients (the @theme brand and accent colours in sRGB).
const GRADIENTS = [
  ['#1e3a8a', '#2f4fd8'],
  ['#172554', '#0f766e'],
  ['#1e1b4b', '#4338ca'],
  ['#0c4a6e', '#2563eb'],
  ['#1e3a8a', '#0d9488'],
  ['#312e81', '#1d4ed8'],
] as const

const flex = { display: 'flex', alignItems: 'center' } as const
const centred = { ...flex, justifyContent: 'center' } as const
const circle = (size: number, backgroundColor: string) => ({ width: size, height: size, borderRadius: 9999, backgroundColor })
const text = (fontSize: number, fontWeight: number) => ({ display: 'flex', fontSize, fontWeight })

async function draw(tree: ReactElement, { width, height }: { width: number; height: number }): Promise<Sharp> {
  return sharp(svgToPng(await satori(tree, { width, height, fonts: ARTWORK_FONTS }), width))
}

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}

function artworkTree({ title, eyebrow, icon, brand, variant = 0 }: ArtworkInput): ReactElement {
  const { width, height } = SOCIAL_IMAGE_SIZE
  const [from, to] = GRADIENTS[Math.abs(variant) % GRADIENTS.length]!
  const titleSize = title.length > 70 ? 52 : title.length > 45 ? 60 : 70
  return (
    <div
      style={{
        width,
        height,
        display: 'flex',
        backgroundImage: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
        color: '#ffffff',
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', right: -120, top: -120, ...circle(520, 'rgba(255,255,255,0.07)') }} />
      <div style={{ position: 'absolute', right: 140, bottom: -200, ...circle(420, 'rgba(45,212,191,0.16)') }} />
      {/* Satori sizes boxes without their padding, so the frame is inset instead of padded. */}
      <div
        style={{
          position: 'absolute',
          left: 72,
          top: 64,
          width: width - 144,
          height: height - 128,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ ...flex, gap: 24 }}>
          {icon ? (
            <div style={{ ...centred, width: 96, height: 96, borderRadius: 24, backgroundColor: 'rgba(255,255,255,0.14)' }}>
              <svg
                width={56}
                height={56}
                viewBox="0 0 24 24"
                fill="none"
                stroke="#ffffff"
                strokeWidth={1.75}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <IconShapes node={iconNode(icon)} />
              </svg>
            </div>
          ) : null}
          {eyebrow ? (
            <div style={{ ...text(28, 600), letterSpacing: 2, textTransform: 'uppercase', color: '#a5f3fc' }}>{eyebrow}</div>
          ) : null}
        </div>
        <div
          style={{
            ...text(titleSize, 800),
            flexGrow: 1,
            alignItems: 'center',
            lineHeight: 1.1,
            maxWidth: 980,
            letterSpacing: -1,
          }}
        >
          {title}
        </div>
        <div style={{ ...text(30, 600), alignItems: 'center', gap: 16 }}>
          <svg width={44} height={44} viewBox="0 0 32 32">
            <rect x={2} y={6} width={17} height={17} rx={5} fill="#93c5fd" />
            <rect x={13} y={9} width={17} height={17} rx={5} fill="#2dd4bf" opacity={0.9} />
          </svg>
          {brand}
        </div>
      </div>
    </div>
  )
}

export function socialCardPng(input: ArtworkInput): Promise<Buffer> {
  return cached({ card: input }, async () =>
    (await draw(artworkTree(input), SOCIAL_IMAGE_SIZE)).png({ compressionLevel: 9 }).toBuffer(),
  )
}

/** An uploaded photo as a social card: cropped to the card's shape from its centre (the hero and cover crop the same way). */
export function socialPhotoJpeg(src: string): Promise<Buffer> {
  const file = join(process.cwd(), UPLOADS_DIR, src.slice(UPLOAD_PREFIX.length))
  const digest = createHash('sha256').update(readFileSync(file)).digest('hex')
  const { width, height } = SOCIAL_IMAGE_SIZE
  return cached({ photo: digest, width, height }, () =>
    sharp(file).resize(width, height, { fit: 'cover', position: 'centre' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  )
}
