import type { ReactElement } from 'react'
import type { OfferingArt, OfferingScene } from '#src/lib/illustrations.ts'
import { Agent, Arrow, Card, Chips, Glyph, LINE, Lines, Panel, Person, RADIUS, STROKES, Tick } from './kit.tsx'

// Inline SVG, one scene per service and industry: no request, so the hero text stays the largest paint (decision 019/029).

const W = 480
const H = 360

export function OfferingIllustration({ art, className }: { art: OfferingArt; className?: string }) {
  const Scene = SCENES[art.scene]
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={art.alt} className={className} {...STROKES}>
      <Scene {...art} />
    </svg>
  )
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index)

function Pipeline({ tasks, tools }: OfferingArt) {
  const columns = [4, 3, 2]
  return (
    <>
      {columns.map((cards, column) => {
        const x = 20 + column * 150
        return (
          <g key={column}>
            <Panel x={x} y={20} w={140} h={270} className="fill-brand-50" />
            <circle cx={x + 26} cy={46} r={16} className="fill-white" />
            <Glyph name={tasks[column]?.icon ?? 'Check'} x={x + 16} y={36} size={20} />
            <Lines x={x + 52} y={46} widths={[64]} className="fill-brand-200" />
            {range(cards).map((card) => (
              <g key={card}>
                <Card x={x + 10} y={74 + card * 52} w={120} h={42} />
                <Lines x={x + 24} y={90 + card * 52} widths={[70, 44]} gap={12} />
              </g>
            ))}
          </g>
        )
      })}
      <Card x={330} y={182} w={120} h={92} className="fill-accent-100 stroke-accent-500" />
      <Glyph name="CalendarCheck" x={374} y={204} size={32} className="text-accent-700" />
      <Lines x={352} y={256} widths={[76]} className="fill-accent-300" />
      <Arrow x1={124} y1={300} x2={300} y2={300} className="stroke-brand-300" />
      <Chips x={20} y={316} chips={tools} />
    </>
  )
}

function SupportInbox({ tools }: OfferingArt) {
  const states = [
    'fill-danger-600',
    'fill-notice-900',
    'fill-success-600',
    'fill-brand-500',
    'fill-success-600',
    'fill-brand-500',
  ]
  return (
    <>
      <Card x={20} y={20} w={220} h={320} />
      <Panel x={20} y={20} w={220} h={44} className="fill-brand-600" />
      <Glyph name="Inbox" x={36} y={30} size={24} className="text-white" />
      <Lines x={74} y={42} widths={[90]} className="fill-brand-300" />
      {states.map((state, row) => (
        <g key={row}>
          <circle cx={44} cy={92 + row * 42} r={7} className={state} />
          <Lines x={62} y={88 + row * 42} widths={[row % 2 ? 120 : 150, 90]} gap={12} />
        </g>
      ))}
      <Card x={256} y={20} w={204} h={264} className="fill-surface stroke-brand-200" />
      <Agent x={288} y={66} size={0.6} />
      <rect x={316} y={50} width={128} height={36} rx={RADIUS} className="fill-accent-100" />
      <rect x={272} y={104} width={128} height={36} rx={RADIUS} className="fill-brand-100" />
      <Arrow x1={300} y1={166} x2={300} y2={204} className="stroke-accent-600" dashed />
      <Person x={288} y={228} size={0.6} />
      <rect x={316} y={214} width={128} height={36} rx={RADIUS} className="fill-brand-600" />
      <Lines x={330} y={232} widths={[90]} className="fill-brand-300" />
      <Chips x={256} y={304} chips={tools} />
    </>
  )
}

function Ledger({ tools }: OfferingArt) {
  const amounts = [62, 40, 88, 54, 72, 30]
  return (
    <>
      <Card x={20} y={20} w={440} h={274} />
      <Panel x={20} y={20} w={440} h={40} className="fill-brand-800" />
      <Glyph name="Landmark" x={40} y={28} size={24} className="text-white" />
      <Glyph name="BookOpen" x={290} y={28} size={24} className="text-white" />
      <path d={`M240 60v${234 - 40 - 36}`} className="stroke-brand-100" />
      {amounts.map((amount, row) => (
        <g key={row}>
          <Lines x={40} y={82 + row * 28} widths={[60]} className="fill-brand-100" />
          <Lines x={210 - amount} y={82 + row * 28} widths={[amount]} className="fill-brand-300" />
          <Lines x={440 - amount} y={82 + row * 28} widths={[amount]} className="fill-brand-300" />
          <Tick x={240} y={82 + row * 28} r={9} />
        </g>
      ))}
      <path d="M150 258h60m-60 8h60M380 258h60m-60 8h60" className="stroke-brand-800" />
      <Tick x={240} y={262} r={13} className="fill-accent-600" />
      <Chips x={20} y={314} chips={tools} />
    </>
  )
}

function CalendarTravel({ tools }: OfferingArt) {
  const events = [
    [0, 0, 2],
    [0, 3, 1],
    [1, 1, 3],
    [2, 0, 1],
    [2, 2, 2],
    [3, 3, 2],
    [4, 1, 2],
    [4, 4, 1],
  ] as const
  return (
    <>
      <Card x={20} y={20} w={270} h={270} />
      <Panel x={20} y={20} w={270} h={40} className="fill-brand-600" />
      {range(5).map((day) => (
        <Lines key={day} x={38 + day * 50} y={40} widths={[24]} className="fill-brand-300" />
      ))}
      {range(4).map((line) => (
        <path key={line} d={`M20 ${110 + line * 42}h270`} className="stroke-brand-50" />
      ))}
      {events.map(([day, slot, length], index) => (
        <rect
          key={index}
          x={30 + day * 51}
          y={68 + slot * 42}
          width={44}
          height={length * 42 - 8}
          rx={RADIUS / 2}
          className={index % 3 === 0 ? 'fill-accent-500' : index % 3 === 1 ? 'fill-brand-200' : 'fill-brand-500'}
        />
      ))}
      <Card x={304} y={40} w={156} h={230} className="fill-white stroke-accent-500" />
      <circle cx={336} cy={226} r={9} className="fill-brand-600" />
      <circle cx={428} cy={92} r={9} className="fill-accent-600" />
      <path d="M336 226C336 150 420 170 428 92" fill="none" strokeDasharray="2 8" className="stroke-brand-500" />
      <Glyph name="Plane" x={366} y={130} size={32} className="text-brand-700" />
      <Lines x={352} y={230} widths={[88]} />
      <Lines x={320} y={64} widths={[70]} className="fill-accent-300" />
      <Chips x={20} y={314} chips={tools} />
    </>
  )
}

function ContentCalendar({ tools }: OfferingArt) {
  const posts = new Map([
    [1, 'fill-brand-600'],
    [3, 'fill-accent-500'],
    [6, 'fill-brand-300'],
    [9, 'fill-brand-600'],
    [12, 'fill-accent-500'],
    [15, 'fill-brand-300'],
    [17, 'fill-brand-600'],
    [20, 'fill-accent-500'],
    [23, 'fill-brand-600'],
    [26, 'fill-brand-300'],
    [29, 'fill-accent-500'],
  ])
  return (
    <>
      <Chips x={20} y={20} chips={tools} />
      <Card x={20} y={60} w={300} h={280} />
      {range(35).map((cell) => {
        const x = 32 + (cell % 7) * 40
        const y = 74 + Math.floor(cell / 7) * 52
        const post = posts.get(cell)
        return post ? (
          <rect key={cell} x={x} y={y} width={34} height={44} rx={RADIUS / 2} className={post} />
        ) : (
          <rect key={cell} x={x} y={y} width={34} height={44} rx={RADIUS / 2} className="fill-brand-50" />
        )
      })}
      <rect x={340} y={60} width={120} height={240} rx={RADIUS * 2} className="fill-white stroke-brand-800" />
      <Panel x={352} y={96} w={96} h={96} className="fill-accent-100" />
      <Glyph name="Image" x={384} y={128} size={32} className="text-accent-700" />
      <Lines x={356} y={214} widths={[84, 60]} />
      <Glyph name="Heart" x={356} y={250} size={20} className="text-danger-600" />
      <Glyph name="MessageCircle" x={386} y={250} size={20} />
    </>
  )
}

function AgentHandoff({ tools }: OfferingArt) {
  return (
    <>
      <circle cx={80} cy={120} r={58} className="fill-accent-100" />
      <Agent x={80} y={112} size={1.2} />
      <path d="M170 40h250a12 12 0 0 1 12 12v34a12 12 0 0 1 -12 12H182l-12 10z" className="fill-accent-500" />
      <Lines x={192} y={64} widths={[200, 130]} gap={16} className="fill-white" />
      <path d="M150 128h210a12 12 0 0 1 12 12v26a12 12 0 0 1 -12 12H150z" className="fill-brand-100" />
      <Lines x={170} y={152} widths={[150]} className="fill-brand-300" />
      <Arrow x1={130} y1={206} x2={310} y2={250} className="stroke-accent-600" dashed />
      <circle cx={400} cy={238} r={58} className="fill-brand-100" />
      <Person x={400} y={222} size={1.1} />
      <path d="M60 244h220a12 12 0 0 1 12 12v30a12 12 0 0 1 -12 12H72l-12 10z" className="fill-brand-600" />
      <Lines x={80} y={270} widths={[170]} className="fill-brand-300" />
      <Chips x={24} y={318} chips={tools} />
    </>
  )
}

function PageBuild({ tools }: OfferingArt) {
  return (
    <>
      <Card x={20} y={20} w={300} h={272} />
      <path d="M20 56h300" className="stroke-brand-200" />
      <path d="M40 38h0m16 0h0m16 0h0" strokeWidth={10} className="stroke-brand-200" />
      <Panel x={36} y={70} w={268} h={28} className="fill-brand-800" />
      <Panel x={36} y={108} w={268} h={76} className="fill-brand-100" />
      <Lines x={56} y={134} widths={[140, 90]} gap={20} className="fill-brand-600" />
      <Panel x={36} y={196} w={80} h={60} className="fill-accent-100" />
      <rect x={130} y={196} width={80} height={60} rx={RADIUS} fill="none" strokeDasharray="6 6" className="stroke-brand-500" />
      <Panel x={224} y={196} w={80} h={60} className="fill-accent-100" />
      <Panel x={36} y={266} w={268} h={16} className="fill-brand-200" />
      <g transform="rotate(-8 400 110)">
        <Panel x={350} y={80} w={100} h={72} className="fill-accent-500" />
        <Lines x={366} y={104} widths={[60, 40]} gap={16} className="fill-white" />
      </g>
      <Arrow x1={360} y1={170} x2={226} y2={218} className="stroke-accent-600" />
      <Panel x={350} y={210} w={110} h={34} className="fill-brand-600" />
      <Glyph name="CodeXml" x={392} y={215} size={24} className="text-white" />
      <Chips x={20} y={316} chips={tools} />
    </>
  )
}

function AdminDesk({ tools }: OfferingArt) {
  return (
    <>
      <Card x={20} y={30} w={150} h={120} className="fill-brand-50 stroke-brand-200" />
      {range(3).map((index) => (
        <g key={index} transform={`translate(${38 + index * 8} ${50 + index * 18})`}>
          <rect width={100} height={60} rx={RADIUS / 2} className="fill-white stroke-brand-500" />
          <path d="M0 4l50 32l50 -32" fill="none" className="stroke-brand-500" />
        </g>
      ))}
      {['fill-brand-600', 'fill-accent-500', 'fill-brand-300'].map((tone, index) => (
        <g key={tone}>
          <Arrow x1={178} y1={90} x2={226} y2={46 + index * 48} className="stroke-brand-300" />
          <path d={`M236 ${24 + index * 48}h30l8 8h46v32h-84z`} className={tone} />
        </g>
      ))}
      <Card x={340} y={30} w={120} h={170} />
      <Panel x={340} y={30} w={120} h={36} className="fill-brand-600" />
      {range(4).map((line) => (
        <path key={line} d={`M352 ${90 + line * 28}h96`} className="stroke-brand-50" />
      ))}
      <rect x={356} y={100} width={80} height={40} rx={RADIUS / 2} className="fill-accent-300" />
      <Card x={20} y={180} w={300} h={116} />
      {range(3).map((row) => (
        <g key={row}>
          <Glyph name="FileText" x={36} y={194 + row * 32} size={22} />
          <Lines x={72} y={205 + row * 32} widths={[160 - row * 30]} />
          {row < 2 ? (
            <Tick x={296} y={205 + row * 32} r={10} />
          ) : (
            <circle cx={296} cy={205 + row * 32} r={10} className="fill-white stroke-brand-200" />
          )}
        </g>
      ))}
      <Chips x={20} y={316} chips={tools} />
    </>
  )
}

function Parcel({ x, y, size = 1 }: { x: number; y: number; size?: number }) {
  const s = size
  return (
    <g>
      <rect x={x} y={y} width={56 * s} height={46 * s} rx={RADIUS / 2} className="fill-notice-100" stroke="currentColor" />
      <path d={`M${x + 28 * s} ${y}v${46 * s}`} strokeWidth={LINE * 2} className="stroke-accent-500" />
    </g>
  )
}

function OrderBoard({ tools }: OfferingArt) {
  const stages = ['ShoppingCart', 'PackageCheck', 'Truck']
  return (
    <>
      {range(4).map((order) => (
        <g key={order}>
          <Card x={20 + order * 112} y={20} w={100} h={84} />
          <Lines x={34 + order * 112} y={40} widths={[60, 44, 50]} gap={16} />
          {order < 2 ? <Tick x={104 + order * 112} y={88} r={9} /> : null}
        </g>
      ))}
      {stages.map((stage, index) => (
        <g key={stage}>
          <circle cx={80 + index * 160} cy={150} r={24} className={index === 2 ? 'fill-brand-600' : 'fill-brand-100'} />
          <Glyph name={stage} x={68 + index * 160} y={138} size={24} className={index === 2 ? 'text-white' : 'text-brand-700'} />
        </g>
      ))}
      <path d="M20 280h440" strokeWidth={LINE * 2} className="stroke-brand-800" />
      {range(6).map((wheel) => (
        <circle key={wheel} cx={40 + wheel * 80} cy={292} r={8} className="fill-white stroke-brand-800" />
      ))}
      <g className="text-brand-800">
        <Parcel x={40} y={230} />
        <Parcel x={150} y={222} size={1.2} />
        <Parcel x={280} y={230} />
        <Parcel x={380} y={214} size={1.4} />
      </g>
      <Arrow x1={110} y1={190} x2={370} y2={190} className="stroke-accent-600" dashed />
      <Chips x={20} y={318} chips={tools} />
    </>
  )
}

function MonthEndClose({ tools }: OfferingArt) {
  return (
    <>
      <Card x={30} y={36} w={250} h={304} />
      <Panel x={110} y={20} w={90} h={32} className="fill-brand-800" />
      {range(6).map((row) => (
        <g key={row}>
          {row < 5 ? (
            <Tick x={64} y={92 + row * 42} r={12} />
          ) : (
            <circle cx={64} cy={92 + row * 42} r={12} className="fill-white stroke-brand-300" />
          )}
          <Lines
            x={90}
            y={92 + row * 42}
            widths={[row % 2 ? 120 : 160]}
            className={row < 5 ? 'fill-brand-200' : 'fill-brand-100'}
          />
        </g>
      ))}
      <Card x={300} y={60} w={160} h={168} />
      <Panel x={300} y={60} w={160} h={36} className="fill-accent-600" />
      {range(28).map((day) => (
        <circle
          key={day}
          cx={318 + (day % 7) * 21}
          cy={116 + Math.floor(day / 7) * 26}
          r={day === 27 ? 10 : 4}
          className={day === 27 ? 'fill-brand-600' : 'fill-brand-200'}
        />
      ))}
      <Glyph name="Calculator" x={356} y={244} size={44} className="text-brand-700" />
      <Chips x={300} y={314} chips={tools} />
    </>
  )
}

function PolicyClaim({ tools }: OfferingArt) {
  return (
    <>
      <path d="M30 24h150l40 40v268h-190z" className="fill-white stroke-brand-300" />
      <path d="M180 24v40h40" fill="none" className="stroke-brand-300" />
      <Lines x={52} y={62} widths={[100]} className="fill-brand-600" />
      <Lines x={52} y={96} widths={[146, 120, 140, 96, 130]} gap={20} />
      <circle cx={125} cy={262} r={40} className="fill-accent-100" />
      <Glyph name="ShieldCheck" x={99} y={236} size={52} className="text-accent-700" />
      <path d="M250 110h70l14 16h126v180h-210z" className="fill-brand-600" />
      <rect
        x={270}
        y={88}
        width={150}
        height={110}
        rx={RADIUS / 2}
        className="fill-white stroke-brand-200"
        transform="rotate(-6 345 143)"
      />
      <rect x={282} y={100} width={150} height={110} rx={RADIUS / 2} className="fill-white stroke-brand-200" />
      <Lines x={300} y={126} widths={[100, 70]} gap={18} />
      <path d="M250 160h210v146h-210z" className="fill-brand-700" />
      <circle cx={410} cy={240} r={28} fill="none" className="stroke-white" />
      <path d="M398 240l8 8l16 -16" fill="none" className="stroke-white" />
      <Lines x={272} y={214} widths={[90, 60]} gap={18} className="fill-brand-300" />
      <Chips x={250} y={318} chips={tools} />
    </>
  )
}

function House({ x, y, size = 1, className = 'fill-brand-600' }: { x: number; y: number; size?: number; className?: string }) {
  const s = size
  return (
    <g>
      <path d={`M${x} ${y + 30 * s}l${40 * s} ${-30 * s}l${40 * s} ${30 * s}v${44 * s}h${-80 * s}z`} className={className} />
      <rect x={x + 32 * s} y={y + 46 * s} width={16 * s} height={28 * s} rx={2} className="fill-white" />
    </g>
  )
}

function Listings({ tools }: OfferingArt) {
  const tones = ['fill-brand-600', 'fill-accent-600', 'fill-brand-800']
  return (
    <>
      {tones.map((tone, index) => (
        <g key={tone}>
          <Card x={20 + index * 150} y={20} w={140} h={150} />
          <Panel x={30 + index * 150} y={30} w={120} h={86} className="fill-brand-50" />
          <House x={50 + index * 150} y={38} size={1} className={tone} />
          <Lines x={36 + index * 150} y={136} widths={[90, 60]} gap={16} />
        </g>
      ))}
      <Card x={20} y={190} w={330} h={110} className="fill-surface stroke-brand-200" />
      {range(5).map((slot) => (
        <path key={slot} d={`M${40 + slot * 64} 206v78`} className="stroke-brand-50" />
      ))}
      <Panel x={52} y={214} w={80} h={28} className="fill-accent-500" />
      <Panel x={150} y={252} w={96} h={28} className="fill-brand-500" />
      <Panel x={256} y={214} w={70} h={28} className="fill-accent-500" />
      <circle cx={410} cy={246} r={40} className="fill-brand-100" />
      <Glyph name="MapPin" x={386} y={216} size={48} className="text-danger-600" />
      <Chips x={20} y={318} chips={tools} />
    </>
  )
}

function JobSchedule({ tools }: OfferingArt) {
  const bars = [
    [0, 90],
    [50, 110],
    [100, 60],
    [120, 100],
    [170, 70],
    [200, 50],
  ] as const
  return (
    <>
      <Card x={20} y={20} w={270} h={320} />
      <Glyph name="HardHat" x={36} y={32} size={28} className="text-accent-700" />
      <Lines x={76} y={46} widths={[120]} className="fill-brand-200" />
      {range(5).map((line) => (
        <path key={line} d={`M${60 + line * 50} 74v250`} className="stroke-brand-50" />
      ))}
      {bars.map(([start, length], row) => (
        <rect
          key={row}
          x={36 + start}
          y={86 + row * 40}
          width={length}
          height={24}
          rx={RADIUS / 2}
          className={row % 2 ? 'fill-accent-500' : 'fill-brand-600'}
        />
      ))}
      <rect x={304} y={40} width={156} height={200} rx={RADIUS} className="fill-brand-900" />
      <path d="M320 56h124v168h-124zM320 130h60v94M380 170h64M410 56v74" fill="none" className="stroke-brand-200" />
      <path d="M380 150a20 20 0 0 1 20 20" fill="none" className="stroke-accent-300" />
      <path d="M320 100h24" strokeWidth={LINE * 2} className="stroke-accent-300" />
      <Chips x={304} y={262} chips={tools} />
    </>
  )
}

function PatientSchedule({ tools }: OfferingArt) {
  return (
    <>
      <Card x={20} y={20} w={300} h={320} />
      {range(6).map((row) => (
        <g key={row}>
          <Lines x={36} y={56 + row * 48} widths={[28]} className="fill-brand-200" />
          <rect
            x={80}
            y={38 + row * 48}
            width={200}
            height={36}
            rx={RADIUS / 2}
            className={row === 2 ? 'fill-brand-50' : 'fill-brand-100'}
          />
          <Lines x={94} y={56 + row * 48} widths={[row % 2 ? 90 : 120]} className="fill-brand-500" />
          {row === 2 ? (
            <circle cx={296} cy={56 + row * 48} r={11} className="fill-white stroke-notice-900" />
          ) : (
            <Tick x={296} y={56 + row * 48} r={11} />
          )}
        </g>
      ))}
      <Card x={338} y={40} w={122} h={80} className="fill-accent-100 stroke-accent-500" />
      <Glyph name="ShieldCheck" x={350} y={52} size={28} className="text-accent-700" />
      <Lines x={386} y={66} widths={[58]} className="fill-accent-300" />
      <Lines x={352} y={100} widths={[92]} className="fill-accent-300" />
      <circle cx={399} cy={196} r={46} className="fill-brand-600" />
      <Glyph name="Stethoscope" x={375} y={172} size={48} className="text-white" />
      <Chips x={338} y={270} chips={tools} />
    </>
  )
}

function WorkBoard({ tasks, tools, icon }: OfferingArt) {
  return (
    <>
      <Card x={20} y={20} w={300} h={280} />
      {tasks.slice(0, 5).map((task, row) => (
        <g key={task.title}>
          <Glyph name={task.icon} x={40} y={40 + row * 50} size={24} />
          <Lines x={80} y={52 + row * 50} widths={[180]} />
        </g>
      ))}
      <circle cx={400} cy={100} r={50} className="fill-accent-100" />
      <Glyph name={icon} x={376} y={76} size={48} className="text-accent-700" />
      <Chips x={20} y={318} chips={tools} />
    </>
  )
}

const SCENES: Record<OfferingScene, (art: OfferingArt) => ReactElement> = {
  pipeline: Pipeline,
  'support-inbox': SupportInbox,
  ledger: Ledger,
  'calendar-travel': CalendarTravel,
  'content-calendar': ContentCalendar,
  'agent-handoff': AgentHandoff,
  'page-build': PageBuild,
  'admin-desk': AdminDesk,
  'order-board': OrderBoard,
  'month-end-close': MonthEndClose,
  'policy-claim': PolicyClaim,
  listings: Listings,
  'job-schedule': JobSchedule,
  'patient-schedule': PatientSchedule,
  'work-board': WorkBoard,
}
