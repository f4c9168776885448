import { Agent, Arrow, Card, Glyph, Lines, Person, STROKES, Tick } from '#src/components/art/kit.tsx'

// The service itself: an owner hands work to an assistant and to an AI agent, and it comes back done. Inline SVG, no
// request, so the hero text stays the largest paint; decorative, since the heading beside it says the same.
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 420" width="480" height="420" aria-hidden="true" focusable="false" className={className} {...STROKES}>
      <circle cx={100} cy={210} r={80} className="fill-white" />
      <Person x={100} y={180} size={1.5} className="fill-brand-800" />
      <circle cx={390} cy={110} r={66} className="fill-white" />
      <Person x={390} y={88} size={1.15} className="fill-brand-600" />
      <circle cx={390} cy={318} r={66} className="fill-white" />
      <Agent x={390} y={306} size={1.1} />
      <Arrow x1={176} y1={170} x2={306} y2={116} className="stroke-brand-500" />
      <Arrow x1={176} y1={250} x2={306} y2={304} className="stroke-accent-600" />
      <g transform="rotate(-14 230 110)">
        <Card x={200} y={78} w={64} h={72} />
        <Glyph name="Mail" x={220} y={92} size={24} />
        <Lines x={212} y={134} widths={[40]} />
      </g>
      <g transform="rotate(12 230 300)">
        <Card x={200} y={266} w={64} h={72} className="fill-white stroke-accent-300" />
        <Glyph name="Workflow" x={220} y={280} size={24} className="text-accent-700" />
        <Lines x={212} y={322} widths={[40]} className="fill-accent-100" />
      </g>
      <Card x={24} y={320} w={160} h={72} />
      <Tick x={52} y={346} />
      <Tick x={52} y={372} className="fill-accent-600" />
      <Lines x={74} y={346} widths={[90, 70]} gap={26} className="fill-brand-200" />
    </svg>
  )
}
