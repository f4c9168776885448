import { IconShapes } from '#src/components/ui/svg-icon.tsx'
import type { WorkBoard } from '#src/lib/illustrations.ts'
import { iconNode } from '#src/lib/icons.server.ts'

const ROW_GAP = 50
const FIRST_ROW = 106
const TOOL_GAP = 28
const WRAP_GAP = 15

// Inline SVG, one element per layer: the hero text stays the largest paint and the page fits one round trip (docs/quality.md).
export function WorkBoardIllustration({ board, className }: { board: WorkBoard; className?: string }) {
  const rows = board.tasks.length
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={board.alt} className={className}>
      <circle cx="420" cy="62" r="36" className="fill-accent-100" />
      <rect x="20" y="24" width="300" height="312" rx="22" className="fill-white stroke-brand-100" strokeWidth="2" />
      <path d="M46 50h0m16 0h0m16 0h0" strokeWidth="10" strokeLinecap="round" className="stroke-brand-200" />
      <path d="M20 73h300" strokeWidth="2" className="stroke-brand-50" />
      <path
        d={`M54 ${FIRST_ROW}h0${`m0 ${ROW_GAP}h0`.repeat(rows - 1)}`}
        strokeWidth="34"
        strokeLinecap="round"
        className="stroke-brand-50"
      />
      <path
        d={`M85 ${FIRST_ROW + 10}h180${`m-180 ${ROW_GAP}h180`.repeat(rows - 1)}`}
        strokeWidth="6"
        strokeLinecap="round"
        className="stroke-brand-100"
      />
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="text-brand-700"
      >
        <g transform="translate(404 46) scale(1.33)" strokeWidth="1.3" className="text-accent-700">
          <IconShapes node={iconNode(board.icon)} />
        </g>
        {board.tasks.map((task, index) => (
          <g key={task.title} transform={`translate(45 ${FIRST_ROW - 9 + index * ROW_GAP}) scale(.75)`}>
            <IconShapes node={iconNode(task.icon ?? 'Check')} />
          </g>
        ))}
      </g>
      <text y={FIRST_ROW - 2 - ROW_GAP} fontSize="13.5" fontWeight="600" className="fill-ink">
        {board.tasks.map((task) => (
          <tspan key={task.title} x="82" dy={ROW_GAP}>
            {task.title}
          </tspan>
        ))}
      </text>
      {board.tools.length > 0 ? (
        <>
          <rect
            x="328"
            y="124"
            width="142"
            height={board.tools.reduce((sum, tool) => sum + TOOL_GAP + (tool.length - 1) * WRAP_GAP, 20)}
            rx="18"
            className="fill-brand-600"
          />
          <text y={148 - TOOL_GAP} fontSize="11" fontWeight="600" className="fill-white">
            {board.tools.flatMap((tool, toolIndex) =>
              tool.map((line, index) => (
                <tspan key={`${toolIndex}.${index}`} x="344" dy={index === 0 ? TOOL_GAP : WRAP_GAP}>
                  {line}
                </tspan>
              )),
            )}
          </text>
        </>
      ) : null}
      <rect x="356" y="278" width="50" height="50" rx="15" className="fill-brand-600" />
      <rect x="380" y="290" width="50" height="50" rx="15" className="fill-accent-500" opacity="0.9" />
    </svg>
  )
}
