import { cn } from '#src/lib/cn.ts'

export function BrandMark({ name, inverse = false }: { name: string; inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect x="2" y="6" width="17" height="17" rx="5" className={inverse ? 'fill-brand-300' : 'fill-brand-600'} />
        <rect x="13" y="9" width="17" height="17" rx="5" className="fill-accent-500" opacity="0.9" />
      </svg>
      <span className={cn('text-lg font-bold tracking-tight', inverse ? 'text-white' : 'text-brand-950')}>{name}</span>
    </span>
  )
}
