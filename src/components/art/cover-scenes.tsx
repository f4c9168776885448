import type { ReactElement } from 'react'
import type { CoverArt, CoverScene } from '#src/lib/illustrations.ts'
import { Agent, Arrow, Card, LINE, Lines, Panel, Person, RADIUS, STROKES, Tick, Tiles } from './kit.tsx'

// Inline SVG, one scene per article topic, drawn from the article's figure and sections: no request on the blog or the
// article, and no words, which a card is too small to read (issue 47).

const W = 600
const H = 315

type CoverIllustrationProps = { art: CoverArt; labels: boolean; className?: string }

export function CoverIllustration({ art, labels, className }: CoverIllustrationProps) {
  const Scene = SCENES[art.scene]
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={labels ? art.alt : art.shortAlt} className={className} {...STROKES}>
      <Scene {...art} />
    </svg>
  )
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index)
const TONES = [
  'fill-brand-600',
  'fill-accent-500',
  'fill-brand-800',
  'fill-accent-600',
  'fill-brand-300',
  'fill-brand-500',
  'fill-accent-300',
]
const tone = (index: number) => TONES[index % TONES.length]!

// Small shapes drawn here rather than icons: the blog carries every cover in its first round trip (decision 020).
function Key({ x, y, className }: { x: number; y: number; className: string }) {
  return (
    <path
      d={`M${x + 6} ${y + 8}m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0M${x + 12} ${y + 8}h12v5m-5-5v4`}
      fill="none"
      className={className}
    />
  )
}

function Pin({ x, y, className }: { x: number; y: number; className: string }) {
  return (
    <path
      d={`M${x} ${y}a14 14 0 0 1 14 14c0 10-14 24-14 24s-14-14-14-24a14 14 0 0 1 14-14zm0 8a6 6 0 1 0 0.1 0z`}
      className={className}
    />
  )
}

function Bolt({ x, y }: { x: number; y: number }) {
  return <path d={`M${x + 4} ${y}l-10 14h8l-4 12l12-16h-8l4-10z`} className="fill-notice-900" />
}

function Security({ count }: CoverArt) {
  return (
    <>
      <circle cx={150} cy={158} r={120} className="fill-brand-50" />
      <path d="M150 48l92 34v66c0 60-40 100-92 120c-52-20-92-60-92-120v-66z" className="fill-brand-700" />
      <rect x={114} y={140} width={72} height={58} rx={RADIUS} className="fill-white" />
      <path d="M128 140v-18a22 22 0 0 1 44 0v18" fill="none" strokeWidth={LINE * 2} className="stroke-white" />
      <circle cx={150} cy={164} r={8} className="fill-brand-700" />
      <Card x={300} y={36} w={272} h={244} />
      {range(count).map((row) => {
        const y = Math.round(56 + row * (200 / count))
        const allowed = row !== count - 1
        // Rows drawn alike and moved into place, which costs a page almost nothing per row once compressed.
        return (
          <g key={row} transform={`translate(0 ${y})`}>
            <Person x={330} y={8} size={0.36} className={allowed ? 'fill-brand-600' : 'fill-brand-200'} />
            <Lines x={360} y={14} widths={[90]} className={allowed ? 'fill-brand-200' : 'fill-brand-100'} />
            <Key x={472} y={5} className={allowed ? 'stroke-accent-700' : 'stroke-brand-200'} />
            {allowed ? (
              <Tick x={540} y={13} r={11} />
            ) : (
              <g>
                <circle cx={540} cy={13} r={11} className="fill-danger-600" />
                <path d="M535 8l10 10m0 -10l-10 10" className="stroke-white" />
              </g>
            )}
          </g>
        )
      })}
    </>
  )
}

function RevenueCycle({ count }: CoverArt) {
  const cx = 300
  const cy = 158
  const r = 112
  const points = range(count).map((index) => {
    const angle = -Math.PI / 2 + (index / count) * Math.PI * 2
    return { x: Math.round(cx + r * Math.cos(angle)), y: Math.round(cy + r * Math.sin(angle)) }
  })
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="none" strokeWidth={LINE * 2} strokeDasharray="4 12" className="stroke-brand-300" />
      <path d={`M${cx - 44} ${cy - 58}h64l24 24v92h-88z`} className="fill-white stroke-brand-300" />
      <path d={`M${cx - 8} ${cy - 10}h16m-8 -8v16`} strokeWidth={LINE * 2} className="stroke-danger-600" />
      <Lines x={cx - 28} y={cy + 22} widths={[56]} />
      {points.map((point, index) => (
        <g key={index}>
          <circle cx={point.x} cy={point.y} r={26} className={tone(index)} />
          <circle cx={point.x} cy={point.y} r={10} className="fill-white" />
        </g>
      ))}
    </>
  )
}

function HouseShape({ x, y, s, className }: { x: number; y: number; s: number; className: string }) {
  return (
    <g>
      <path d={`M${x} ${y + 60 * s}l${80 * s} ${-60 * s}l${80 * s} ${60 * s}v${90 * s}h${-160 * s}z`} className={className} />
      <rect x={x + 64 * s} y={y + 96 * s} width={32 * s} height={54 * s} rx={4} className="fill-white" />
      <path
        d={`M${x + 22 * s} ${y + 82 * s}h${26 * s}v${22 * s}h${-26 * s}zm${90 * s} 0h${26 * s}v${22 * s}h${-26 * s}z`}
        className="fill-accent-100"
      />
    </g>
  )
}

function HouseCover({ count }: CoverArt) {
  return (
    <>
      <path d="M0 260h600v55h-600z" className="fill-accent-100" />
      <HouseShape x={40} y={70} s={1.25} className="fill-brand-700" />
      <path d="M260 140v120" strokeWidth={LINE * 2} className="stroke-brand-800" />
      <rect x={240} y={110} width={70} height={40} rx={RADIUS / 2} className="fill-danger-600" />
      <Card x={340} y={28} w={232} h={120} />
      <Panel x={352} y={40} w={80} h={96} className="fill-brand-100" />
      <Lines x={446} y={64} widths={[100, 70]} gap={22} />
      <Card x={340} y={166} w={232} h={110} className="fill-surface stroke-brand-200" />
      {range(count).map((pin) => (
        <g key={pin}>
          <Pin
            x={Math.round(378 + pin * (190 / count))}
            y={196 + (pin % 2) * 30}
            className={pin === 0 ? 'fill-danger-600' : 'fill-brand-500'}
          />
        </g>
      ))}
    </>
  )
}

function Storefronts({ count }: CoverArt) {
  return (
    <>
      {range(count).map((shop) => {
        const x = 30 + shop * 190
        return (
          <g key={shop}>
            <rect x={x} y={60} width={160} height={170} rx={RADIUS} className="fill-white" stroke="currentColor" />
            <path
              d={`M${x} 60h160v30${range(4)
                .map(() => 'a20 20 0 0 1 -40 0')
                .join('')}z`}
              className={tone(shop)}
            />
            <rect x={x + 20} y={120} width={56} height={110} rx={RADIUS / 2} className="fill-brand-100" />
          </g>
        )
      })}
      {range(5).map((box) => (
        <g key={box}>
          <rect x={60 + box * 110} y={252} width={52} height={40} rx={RADIUS / 2} className="fill-notice-100 stroke-brand-800" />
          <path d={`M${86 + box * 110} 252v40`} strokeWidth={LINE * 2} className="stroke-accent-500" />
        </g>
      ))}
    </>
  )
}

function Feed({ count }: CoverArt) {
  return (
    <>
      <rect x={60} y={20} width={150} height={290} rx={RADIUS * 2} className="fill-white stroke-brand-800" />
      <Panel x={74} y={50} w={122} h={110} className="fill-accent-500" />
      <path d="M74 160l40-50l26 30l18-18l38 38z" className="fill-white" />
      <circle cx={86} cy={183} r={8} className="fill-danger-600" />
      <Lines x={80} y={214} widths={[100, 70]} gap={16} />
      <Card x={250} y={60} w={320} h={196} />
      <path
        d={range(7)
          .map((day) => `M${272 + day * 42} 86h18`)
          .join('')}
        strokeWidth={8}
        className="stroke-brand-200"
      />
      <Tiles
        tiles={range(21).map((slot) => {
          const day = slot % 7
          const week = Math.floor(slot / 7)
          const planned = day < count && (week === 0 || (week === 1 && day % 2 === 1))
          return {
            x: 264 + day * 42,
            y: 104 + week * 42,
            w: 34,
            h: 34,
            className: planned ? tone(day + week * 3) : 'fill-brand-50',
          }
        })}
      />
    </>
  )
}

function Clock({ cx, cy, r, hour, className }: { cx: number; cy: number; r: number; hour: number; className: string }) {
  const angle = (hour / 12) * Math.PI * 2 - Math.PI / 2
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={className} />
      <circle cx={cx} cy={cy} r={r - 10} className="fill-white" />
      <path
        d={`M${cx} ${cy}L${Math.round(cx + (r - 34) * Math.cos(angle))} ${Math.round(cy + (r - 34) * Math.sin(angle))}M${cx} ${cy}v${-(r - 22)}`}
        strokeWidth={LINE * 2}
        className="stroke-brand-950"
      />
    </g>
  )
}

function TimeZones() {
  return (
    <>
      <Clock cx={130} cy={100} r={72} hour={9} className="fill-brand-600" />
      <Clock cx={470} cy={100} r={72} hour={7} className="fill-accent-600" />
      <Arrow x1={230} y1={100} x2={370} y2={100} className="stroke-brand-300" dashed />
      <Panel x={30} y={212} w={540} h={28} className="fill-brand-50" />
      <Panel x={60} y={212} w={300} h={28} className="fill-brand-600" />
      <Panel x={30} y={256} w={540} h={28} className="fill-accent-50" />
      <Panel x={270} y={256} w={300} h={28} className="fill-accent-600" />
      <rect x={270} y={200} width={90} height={96} rx={RADIUS} fill="none" className="stroke-brand-950" />
    </>
  )
}

function Week({ count }: CoverArt) {
  return (
    <>
      <Card x={24} y={24} w={372} h={267} />
      <Panel x={24} y={24} w={372} h={40} className="fill-brand-800" />
      {range(5).map((day) => (
        <path key={day} d={`M${24 + (day + 1) * 62} 64v227`} className="stroke-brand-50" />
      ))}
      {range(count).map((block) => (
        <rect
          key={block}
          x={34 + (block % 6) * 62}
          y={80 + ((block * 53) % 120)}
          width={44}
          height={60}
          rx={RADIUS / 2}
          className={block % 2 ? 'fill-accent-500' : 'fill-brand-300'}
        />
      ))}
      <path d="M420 160h160l-20 120h-120z" className="fill-brand-600" />
      <path d="M420 160l40 40h80l40-40" fill="none" className="stroke-white" />
      <Tick x={500} y={100} r={34} />
    </>
  )
}

function Bubble({ x, y, w, side, className }: { x: number; y: number; w: number; side: 'left' | 'right'; className: string }) {
  return (
    <g transform={`translate(${x} ${y})`} className={className}>
      <rect width={w} height={44} rx={RADIUS} />
      <path d={side === 'left' ? 'M0 36l-12 12l22 -8z' : `M${w} 36l12 12l-22 -8z`} />
    </g>
  )
}

function AgentDesk({ count }: CoverArt) {
  return (
    <>
      <Agent x={70} y={90} size={1.1} />
      <Card x={140} y={20} w={330} h={276} className="fill-surface stroke-brand-200" />
      {range(count).map((message) => {
        const human = message === count - 1
        return (
          <Bubble
            key={message}
            x={message % 2 ? 250 : 164}
            y={Math.round(36 + message * (240 / count))}
            w={190}
            side={message % 2 ? 'right' : 'left'}
            className={human ? 'fill-brand-600' : message % 2 ? 'fill-brand-100' : 'fill-accent-300'}
          />
        )
      })}
      <Person x={530} y={200} size={1.1} />
      <Clock cx={540} cy={70} r={42} hour={3} className="fill-accent-500" />
    </>
  )
}

function Versus({ count }: CoverArt) {
  return (
    <>
      <Panel x={0} y={0} w={300} h={315} className="fill-accent-50" />
      <Panel x={300} y={0} w={300} h={315} className="fill-brand-50" />
      <Agent x={150} y={80} size={1.2} />
      <Person x={450} y={62} size={1.2} />
      <Lines x={70} y={184} widths={range(count).map((row) => 150 - row * 20)} gap={30} className="fill-accent-300" />
      <Lines x={380} y={184} widths={range(count).map((row) => 130 + row * 10)} gap={30} className="fill-brand-300" />
      <circle cx={300} cy={150} r={34} className="fill-brand-950" />
      <path d="M285 138l8 24l8 -24M317 140a8 6 0 1 0 -6 10a8 6 0 1 1 -6 10" fill="none" className="stroke-white" />
    </>
  )
}

function Skills({ count }: CoverArt) {
  const cx = 300
  const cy = 160
  return (
    <>
      <circle cx={cx} cy={cy} r={70} className="fill-brand-100" />
      <Person x={cx} y={cy - 22} size={1.1} />
      {[true, false].map((automated) => {
        // Every other tool is automated: its spoke dotted, its tile the accent colour. One path per layer.
        const nodes = range(count)
          .filter((index) => (index % 2 === 0) === automated)
          .map((index) => {
            const angle = -Math.PI / 2 + (index / count) * Math.PI * 2
            return { x: Math.round(cx + 218 * Math.cos(angle)), y: Math.round(cy + 118 * Math.sin(angle)) }
          })
        const fill = automated ? 'fill-accent-500' : 'fill-brand-600'
        return (
          <g key={String(automated)}>
            <path
              d={nodes.map((node) => `M${cx} ${cy}L${node.x} ${node.y}`).join('')}
              strokeDasharray={automated ? '2 8' : undefined}
              className="stroke-brand-300"
            />
            <Tiles
              tiles={nodes.map((node) => ({ x: node.x - 28, y: node.y - 28, w: 56, h: 56, className: fill }))}
              corner={RADIUS}
            />
            <path
              d={nodes.map((node) => `M${node.x - 14} ${node.y - 6}h28m-28 12h16`).join('')}
              strokeWidth={8}
              className="stroke-white"
            />
          </g>
        )
      })}
    </>
  )
}

function Workflow({ count, values }: CoverArt) {
  const gap = Math.round(270 / count)
  return (
    <>
      {range(count).map((row) => {
        const y = 24 + row * gap
        const h = Math.min(44, gap - 12)
        return (
          <g key={row} transform={`translate(0 ${y})`}>
            <rect x={30} width={h} height={h} rx={RADIUS} className="fill-notice-100" />
            <Bolt x={30 + h / 2} y={h / 2 - 13} />
            <Arrow x1={40 + h} y1={h / 2} x2={150} y2={h / 2} className="stroke-brand-300" />
            <Panel x={160} y={0} w={160} h={h} className="fill-brand-600" />
            <Arrow x1={330} y1={h / 2} x2={390} y2={h / 2} className="stroke-brand-300" />
            <Panel x={400} y={0} w={Math.round(40 + values[row]! * 150)} h={h} className="fill-accent-500" />
          </g>
        )
      })}
    </>
  )
}

function Hours({ count, values }: CoverArt) {
  const pitch = Math.round(340 / count)
  return (
    <>
      <rect x={40} y={40} width={150} height={236} rx={RADIUS} className="fill-brand-800" />
      <Panel x={58} y={58} w={114} h={50} className="fill-accent-100" />
      <Tiles
        tiles={[
          ...range(9).map((key) => ({
            x: 58 + (key % 3) * 40,
            y: 124 + Math.floor(key / 3) * 46,
            w: 34,
            h: 36,
            className: key === 8 ? 'fill-accent-500' : 'fill-brand-600',
          })),
          ...range(count).flatMap((month) =>
            range(Math.max(1, Math.round(values[month]! * 6))).map((block) => ({
              x: Math.round(240 + month * pitch),
              y: 252 - block * 36,
              w: pitch - 12,
              h: 30,
              className: block % 2 ? 'fill-brand-300' : 'fill-brand-600',
            })),
          ),
        ]}
      />
      <path d="M230 280h340" className="stroke-brand-300" />
    </>
  )
}

function Costs({ count, values }: CoverArt) {
  const pitch = Math.min(140, 420 / count)
  const left = Math.round(250 - (count * pitch) / 2)
  return (
    <>
      {range(count).map((column) => {
        const coins = Math.max(1, Math.round(values[column]! * 9))
        const x = Math.round(left + column * pitch + pitch / 2)
        return (
          <g key={column}>
            {range(coins).map((coin) => (
              // Coins drawn alike and moved into place: a tall stack costs the blog little.
              <g key={coin} transform={`translate(${x} ${276 - coin * 24})`}>
                <ellipse rx={44} ry={15} className={column % 2 ? 'fill-accent-600' : 'fill-notice-900'} />
                <ellipse cy={-4} rx={44} ry={15} className={column % 2 ? 'fill-accent-300' : 'fill-notice-100'} />
              </g>
            ))}
          </g>
        )
      })}
      <Card x={440} y={40} w={132} h={236} />
      <Panel x={462} y={62} w={88} h={44} className="fill-brand-600" />
      <Lines x={462} y={140} widths={[88, 60, 76, 50]} gap={26} />
    </>
  )
}

function TaskGrid({ count }: CoverArt) {
  const columns = 10
  const rows = Math.ceil(count / columns)
  const size = Math.min(44, Math.floor(250 / rows) - 8)
  const boxes = range(count).map((task) => {
    const column = task % columns
    const row = Math.floor(task / columns)
    return {
      x: 40 + column * 54,
      y: 30 + row * (size + 10),
      area: Math.floor(column / 2.5),
      done: (column * 3 + row * 7) % 10 < 7,
    }
  })
  return (
    <Tiles
      tiles={boxes.map((box) => ({
        x: box.x,
        y: box.y,
        w: size,
        h: size,
        className: box.done ? tone(box.area) : 'fill-brand-100',
      }))}
    />
  )
}

function Handoff({ count }: CoverArt) {
  return (
    <>
      <circle cx={110} cy={190} r={90} className="fill-brand-100" />
      <Person x={110} y={160} size={1.5} className="fill-brand-800" />
      <circle cx={490} cy={190} r={90} className="fill-accent-100" />
      <Person x={490} y={160} size={1.5} className="fill-accent-600" />
      {range(count).map((card) => {
        const t = count === 1 ? 0.5 : card / (count - 1)
        const x = Math.round(200 + t * 160)
        const y = Math.round(100 - Math.sin(t * Math.PI) * 60)
        return (
          <g key={card} transform={`rotate(${Math.round(-12 + t * 24)} ${x + 20} ${y + 26})`}>
            <Card x={x} y={y} w={48} h={56} className="fill-white stroke-brand-300" />
          </g>
        )
      })}
      <Arrow x1={210} y1={270} x2={390} y2={270} className="stroke-brand-500" />
    </>
  )
}

function OrgChart({ count }: CoverArt) {
  const leaves = count - 1
  const pitch = Math.round(540 / leaves)
  return (
    <>
      <Person x={300} y={40} size={0.9} className="fill-brand-800" />
      <path d={`M300 100v30M${30 + pitch / 2} 130H${30 + pitch * (leaves - 0.5)}`} className="stroke-brand-300" fill="none" />
      {range(leaves).map((leaf) => {
        const x = Math.round(30 + pitch * (leaf + 0.5))
        const added = leaf >= leaves - 2
        return (
          <g key={leaf}>
            <path d={`M${x} 130v30`} className="stroke-brand-300" />
            <rect
              x={x - pitch / 2 + 8}
              y={160}
              width={pitch - 16}
              height={130}
              rx={RADIUS}
              strokeDasharray={added ? '6 6' : undefined}
              className={added ? 'fill-accent-50 stroke-accent-500' : 'fill-brand-50 stroke-brand-200'}
            />
            <Person x={x} y={200} size={0.7} className={added ? 'fill-accent-600' : 'fill-brand-600'} />
          </g>
        )
      })}
    </>
  )
}

function Funnel({ count, values }: CoverArt) {
  const pitch = Math.round(250 / count)
  return (
    <>
      {range(count).map((stage) => {
        const top = Math.round(440 - stage * (300 / count))
        const bottom = Math.round(440 - (stage + 1) * (300 / count))
        const y = 30 + stage * pitch
        return (
          <path
            key={stage}
            d={`M${300 - top / 2} ${y}h${top}l${-(top - bottom) / 2} ${pitch - 8}h${-bottom}z`}
            className={tone(stage)}
          />
        )
      })}
      <Tick x={300} y={290} r={16} className="fill-accent-600" />
      {range(count).map((stage) => (
        <Lines
          key={stage}
          x={530}
          y={44 + stage * pitch}
          widths={[Math.round(20 + values[stage]! * 40)]}
          className="fill-brand-200"
        />
      ))}
    </>
  )
}

function VideoCall({ count }: CoverArt) {
  const columns = 2
  const tiles = count
  return (
    <>
      <rect x={90} y={20} width={420} height={250} rx={RADIUS} className="fill-brand-950" />
      <path d="M40 270h520l-30 30h-460z" className="fill-brand-300" />
      {range(tiles).map((tile) => {
        const x = 106 + (tile % columns) * 198
        const y = 36 + Math.floor(tile / columns) * 112
        return (
          <g key={tile} transform={`translate(${x} ${y})`}>
            <rect width={190} height={104} rx={RADIUS} className={tile % 2 ? 'fill-brand-700' : 'fill-brand-800'} />
            <Person x={95} y={40} size={0.8} className={tile % 3 === 0 ? 'fill-accent-300' : 'fill-brand-300'} />
          </g>
        )
      })}
      <circle cx={550} cy={60} r={30} className="fill-accent-500" />
      <Key x={536} y={52} className="stroke-white" />
    </>
  )
}

function TimeAudit({ values }: CoverArt) {
  const total = values.reduce((sum, value) => sum + value, 0)
  const cx = 180
  const cy = 158
  const r = 130
  // Each slice starts where the ones before it end.
  const starts = values.map((_, index) => values.slice(0, index).reduce((sum, value) => sum + value, 0))
  const slices = values.map((value, index) => {
    const start = -Math.PI / 2 + (starts[index]! / total) * Math.PI * 2
    const end = start + (value / total) * Math.PI * 2
    const large = end - start > Math.PI ? 1 : 0
    const lift = index === 0 ? 20 : 0
    const mid = (start + end) / 2
    const ox = Math.round(lift * Math.cos(mid))
    const oy = Math.round(lift * Math.sin(mid))
    const d = `M${cx + ox} ${cy + oy}L${Math.round(cx + ox + r * Math.cos(start))} ${Math.round(cy + oy + r * Math.sin(start))}A${r} ${r} 0 ${large} 1 ${Math.round(cx + ox + r * Math.cos(end))} ${Math.round(cy + oy + r * Math.sin(end))}z`
    return { d, index }
  })
  return (
    <>
      {slices.map((slice) => (
        <path key={slice.index} d={slice.d} className={slice.index === 0 ? 'fill-accent-500' : tone(slice.index * 2)} />
      ))}
      <Arrow x1={340} y1={120} x2={430} y2={120} className="stroke-accent-600" />
      <Person x={510} y={90} size={1.2} className="fill-accent-600" />
    </>
  )
}

const SCENES: Record<CoverScene, (art: CoverArt) => ReactElement> = {
  security: Security,
  'revenue-cycle': RevenueCycle,
  house: HouseCover,
  storefronts: Storefronts,
  feed: Feed,
  'time-zones': TimeZones,
  week: Week,
  'agent-desk': AgentDesk,
  versus: Versus,
  skills: Skills,
  workflow: Workflow,
  hours: Hours,
  costs: Costs,
  'task-grid': TaskGrid,
  handoff: Handoff,
  'org-chart': OrgChart,
  funnel: Funnel,
  'video-call': VideoCall,
  'time-audit': TimeAudit,
}
