import { createElement } from 'react'
import { cn } from '#src/lib/cn.ts'
import type { IconNode } from 'lucide'

export function SvgIcon({ node, className, ...props }: { node: IconNode } & Omit<React.ComponentProps<'svg'>, 'children'>) {
  return (
    <svg
      data-slot="icon"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
      {...props}
    >
      <IconShapes node={node} />
    </svg>
  )
}

/** An icon's shapes alone, for drawing inside another SVG under a group that sets the stroke. */
export function IconShapes({ node }: { node: IconNode }) {
  return node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))
}
