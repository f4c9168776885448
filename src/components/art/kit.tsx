import { IconShapes } from '#src/components/ui/svg-icon.tsx'
import { CHIP_TEXT } from '#src/lib/illustrations.ts'
import { iconNode } from '#src/lib/icons.server.ts'

// One illustration system for every drawn picture (docs/decisions/049-one-illustration-system.md): one line weight, one
// corner radius, the site's colour tokens as classes and its font by inheritance, so each scene differs in what it shows.

export const LINE = 3

/** Set once on each drawing's <svg> and inherited by every shape in it: its line weight and rounded ends. */
export const STROKES = { strokeWidth: LINE, strokeLinecap: 'round', strokeLinejoin: 'round' } as const
export const RADIUS = 12
/** A placeholder line of text: shapes where the record has no words to show. */
const BAR = 8

/** Whole units for the shapes a figure is made of: finer adds bytes to every page and nothing a screen can show. */
const r1 = (value: number) => Math.round(value)

/**
 * The stroke class of each fill class, written out whole: Tailwind writes only the classes it finds in the source, so a
 * class built at run time would have no rule.
 */
const STROKE_OF: Record<string, string> = {
  'fill-white': 'stroke-white',
  'fill-ink': 'stroke-ink',
  'fill-surface': 'stroke-surface',
  'fill-brand-50': 'stroke-brand-50',
  'fill-brand-100': 'stroke-brand-100',
  'fill-brand-200': 'stroke-brand-200',
  'fill-brand-300': 'stroke-brand-300',
  'fill-brand-500': 'stroke-brand-500',
  'fill-brand-600': 'stroke-brand-600',
  'fill-brand-700': 'stroke-brand-700',
  'fill-brand-800': 'stroke-brand-800',
  'fill-brand-900': 'stroke-brand-900',
  'fill-brand-950': 'stroke-brand-950',
  'fill-accent-50': 'stroke-accent-50',
  'fill-accent-100': 'stroke-accent-100',
  'fill-accent-300': 'stroke-accent-300',
  'fill-accent-500': 'stroke-accent-500',
  'fill-accent-600': 'stroke-accent-600',
  'fill-accent-700': 'stroke-accent-700',
  'fill-success-600': 'stroke-success-600',
  'fill-danger-600': 'stroke-danger-600',
  'fill-notice-100': 'stroke-notice-100',
  'fill-notice-900': 'stroke-notice-900',
}

function strokeOf(fill: string): string {
  const stroke = STROKE_OF[fill]
  if (!stroke) throw new Error(`No stroke class for ${fill}: add it to STROKE_OF`)
  return stroke
}

type Box = { x: number; y: number; w: number; h: number }

export function Card({ x, y, w, h, className = 'fill-white stroke-brand-200' }: Box & { className?: string }) {
  return <rect x={x} y={y} width={w} height={h} rx={RADIUS} className={className} />
}

/**
 * Filled boxes as one path per colour, each corner rounded by a stroke of the same colour: a layer of many boxes costs
 * a page a few bytes a box (decision 029's one path per layer).
 */
export function Tiles({ tiles, corner = RADIUS / 2 }: { tiles: ReadonlyArray<Box & { className: string }>; corner?: number }) {
  const layers = [...new Set(tiles.map((tile) => tile.className))]
  return layers.map((className) => (
    <path
      key={className}
      d={tiles
        .filter((tile) => tile.className === className)
        .map((tile, index, layer) => {
          // Each box from the one before it: boxes of one size repeat the same few words, which compress to little.
          const from = layer[index - 1]
          const move = from ? `m${tile.x - from.x} ${tile.y - from.y}` : `M${tile.x + corner} ${tile.y + corner}`
          return `${move}h${tile.w - 2 * corner}v${tile.h - 2 * corner}h${2 * corner - tile.w}z`
        })
        .join('')}
      strokeWidth={2 * corner}
      className={`${className} ${strokeOf(className)}`}
    />
  ))
}

export function Panel({ x, y, w, h, className = 'fill-brand-600' }: Box & { className?: string }) {
  return <rect x={x} y={y} width={w} height={h} rx={RADIUS} className={className} />
}

/** Lines of text drawn as bars: `widths` in drawing units, one bar per line, `gap` apart. */
export function Lines({
  x,
  y,
  widths,
  gap = 16,
  className = 'fill-brand-100',
}: {
  x: number
  y: number
  widths: ReadonlyArray<number>
  gap?: number
  className?: string
}) {
  return (
    <path
      d={widths.map((width, index) => `M${x} ${y + index * gap}h${width}`).join('')}
      strokeWidth={BAR}
      className={strokeOf(className)}
    />
  )
}

/** A lucide icon at `size` units, its stroke kept at the drawing's one line weight. */
export function Glyph({
  name,
  x,
  y,
  size = 24,
  className = 'text-brand-700',
}: {
  name: string
  x: number
  y: number
  size?: number
  className?: string
}) {
  const scale = Math.round((size / 24) * 1000) / 1000
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      fill="none"
      stroke="currentColor"
      strokeWidth={Math.round((LINE / scale) * 10) / 10}
      className={className}
    >
      <IconShapes node={iconNode(name)} />
    </g>
  )
}

/** A filled disc with a tick: work that is done or checked. */
export function Tick({ x, y, r = 11, className = 'fill-success-600' }: { x: number; y: number; r?: number; className?: string }) {
  const s = r / 11
  return (
    <g>
      <circle cx={x} cy={y} r={r} className={className} />
      <path
        d={`M${r1(x - 5 * s)} ${y}l${r1(3.5 * s)} ${r1(3.5 * s)}l${r1(6.5 * s)} ${r1(-7 * s)}`}
        fill="none"
        className="stroke-white"
      />
    </g>
  )
}

/**
 * A person as a figure, never a portrait: a head and shoulders with no face, so no one drawn can pass for a member of
 * staff, a client or a reviewer (DESIGN.md §4).
 */
export function Person({
  x,
  y,
  size = 1,
  className = 'fill-brand-700',
}: {
  x: number
  y: number
  size?: number
  className?: string
}) {
  const u = (value: number) => r1(value * size)
  return (
    <g className={className}>
      <circle cx={x} cy={y} r={u(15)} />
      <path d={`M${r1(x - 28 * size)} ${r1(y + 58 * size)}a${u(28)} ${u(30)} 0 0 1 ${u(56)} 0z`} />
    </g>
  )
}

/** An AI agent: a rounded screen with an antenna and two indicator lights, drawn as a machine, not a person. */
export function Agent({
  x,
  y,
  size = 1,
  className = 'fill-accent-600',
}: {
  x: number
  y: number
  size?: number
  className?: string
}) {
  const u = (value: number) => r1(value * size)
  return (
    <g>
      <path d={`M${x} ${r1(y - 20 * size)}v${u(-10)}`} className="stroke-accent-600" />
      <circle cx={x} cy={r1(y - 33 * size)} r={u(4)} className="fill-accent-600" />
      <rect x={r1(x - 22 * size)} y={r1(y - 20 * size)} width={u(44)} height={u(36)} rx={u(RADIUS)} className={className} />
      <circle cx={r1(x - 9 * size)} cy={r1(y - 2 * size)} r={u(4)} className="fill-white" />
      <circle cx={r1(x + 9 * size)} cy={r1(y - 2 * size)} r={u(4)} className="fill-white" />
      <path d={`M${r1(x - 26 * size)} ${r1(y + 58 * size)}a${u(26)} ${u(28)} 0 0 1 ${u(52)} 0z`} className={className} />
    </g>
  )
}

/** A line ending in a chevron, from (x1, y1) to (x2, y2). */
export function Arrow({
  x1,
  y1,
  x2,
  y2,
  className = 'stroke-brand-500',
  dashed = false,
}: {
  x1: number
  y1: number
  x2: number
  y2: number
  className?: string
  dashed?: boolean
}) {
  const angle = Math.atan2(y2 - y1, x2 - x1)
  const head = (turn: number) => `${Math.round(x2 - 10 * Math.cos(angle + turn))} ${Math.round(y2 - 10 * Math.sin(angle + turn))}`
  return (
    <path
      d={`M${x1} ${y1}L${x2} ${y2}M${head(0.6)}L${x2} ${y2}L${head(-0.6)}`}
      fill="none"
      strokeDasharray={dashed ? '2 8' : undefined}
      className={className}
    />
  )
}

/** Tool names on pills from (x, y), placed by chipRow (src/lib/illustrations.ts). */
export function Chips({
  x,
  y,
  chips,
  className = 'fill-brand-50',
  text = 'fill-brand-800',
}: {
  x: number
  y: number
  chips: ReadonlyArray<{ word: string; x: number; w: number }>
  className?: string
  text?: string
}) {
  return (
    <g>
      {chips.map((chip) => (
        <rect key={chip.word} x={x + chip.x} y={y} width={chip.w} height={28} rx={RADIUS} className={className} />
      ))}
      <text y={y + 19.5} fontSize={CHIP_TEXT} fontWeight="600" className={text}>
        {chips.map((chip) => (
          <tspan key={chip.word} x={x + chip.x + 10}>
            {chip.word}
          </tspan>
        ))}
      </text>
    </g>
  )
}
