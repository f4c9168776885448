import type { ArticleOutline } from '#src/lib/illustrations.ts'

const ROW_GAP = 44
const CHART = { x: 450, bottom: 232, width: 112, height: 132 }
/** Colours by the article's first tag, so neighbouring cards on the blog differ. */
const PALETTES = [
  { node: 'stroke-brand-600', bars: ['fill-brand-600', 'fill-accent-500'], disc: 'fill-accent-100' },
  { node: 'stroke-accent-700', bars: ['fill-accent-600', 'fill-brand-500'], disc: 'fill-brand-100' },
  { node: 'stroke-brand-800', bars: ['fill-brand-800', 'fill-accent-500'], disc: 'fill-accent-100' },
  { node: 'stroke-brand-500', bars: ['fill-brand-500', 'fill-brand-800'], disc: 'fill-brand-100' },
] as const
const FIRST_ROW = 98

type OutlineIllustrationProps = { outline: ArticleOutline; labels: boolean; className?: string }

// Inline SVG, one element per layer: the cover never waits for the network and costs the blog index little (docs/quality.md).
export function OutlineIllustration({ outline, labels, className }: OutlineIllustrationProps) {
  const palette = PALETTES[outline.tone % PALETTES.length]!
  const rows = outline.sections.length
  return (
    <svg viewBox="0 0 600 315" role="img" aria-label={labels ? outline.alt : outline.shortAlt} className={className}>
      <circle cx="566" cy="40" r="34" className={palette.disc} />
      <rect x="24" y="22" width="392" height="320" rx="20" className="fill-white stroke-brand-100" strokeWidth="2" />
      <path d="M48 44h0m16 0h0m16 0h0" strokeWidth="10" strokeLinecap="round" className="stroke-brand-200" />
      <path d="M24 65h392" strokeWidth="2" className="stroke-brand-50" />
      {rows > 1 ? <path d={`M60 ${FIRST_ROW}v${(rows - 1) * ROW_GAP}`} strokeWidth="4" className="stroke-brand-100" /> : null}
      {rows > 0 ? (
        <path
          d={`M60 ${FIRST_ROW}h0${`m0 ${ROW_GAP}h0`.repeat(rows - 1)}`}
          strokeWidth="28"
          strokeLinecap="round"
          className={palette.node}
        />
      ) : null}
      <text y={FIRST_ROW + 5 - ROW_GAP} textAnchor="middle" fontSize="14" fontWeight="700" className="fill-white">
        {outline.sections.map((_, index) => (
          <tspan key={index} x="60" dy={ROW_GAP}>
            {index + 1}
          </tspan>
        ))}
      </text>
      {labels ? (
        <text y={FIRST_ROW + 5 - ROW_GAP} fontSize="13" fontWeight="600" className="fill-ink">
          {outline.sections.map((section, index) => (
            <tspan key={index} x="86" dy={ROW_GAP}>
              {section.title}
            </tspan>
          ))}
        </text>
      ) : (
        <path
          d={outline.sections
            .map((section, index) => `M91 ${FIRST_ROW + index * ROW_GAP}h${Math.round(20 + section.length * 280)}`)
            .join('')}
          strokeWidth="10"
          strokeLinecap="round"
          className="stroke-brand-200"
        />
      )}
      {outline.figure ? (
        <g>
          <rect x="432" y="56" width="148" height="196" rx="18" className="fill-white stroke-accent-300" strokeWidth="2" />
          <path d="M454 80h60" strokeWidth="8" strokeLinecap="round" className="stroke-accent-100" />
          {chartBoxes(outline.figure).map((box, index) => (
            <rect key={index} {...box} rx="4" className={palette.bars[index % 2]} />
          ))}
        </g>
      ) : null}
      <rect x="470" y="264" width="44" height="44" rx="13" className="fill-brand-600" />
      <rect x="490" y="276" width="44" height="44" rx="13" className="fill-accent-500" opacity="0.9" />
    </svg>
  )
}

/** The figure's shape: bars in proportion to its values, or a staircase with one step per step. */
function chartBoxes(figure: NonNullable<ArticleOutline['figure']>) {
  if (figure.kind === 'bars') {
    const values = figure.items.map((item) => item.value)
    const largest = Math.max(...values, 1)
    const pitch = CHART.height / values.length
    const thickness = Math.min(18, pitch - 6)
    return values.map((value, index) => ({
      x: CHART.x,
      y: Math.round(CHART.bottom - CHART.height + index * pitch + (pitch - thickness) / 2),
      width: Math.round(6 + (value / largest) * (CHART.width - 6)),
      height: Math.round(thickness),
    }))
  }
  const count = figure.items.length
  const pitch = CHART.width / count
  return Array.from({ length: count }, (_, index) => {
    const height = Math.round(((index + 1) / count) * (CHART.height - 12))
    return { x: Math.round(CHART.x + index * pitch), y: CHART.bottom - height, width: Math.round(pitch - 4), height }
  })
}
