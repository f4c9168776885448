import { cn } from '#src/lib/cn.ts'

const tones = {
  white: 'bg-white',
  surface: 'border-y border-line/70 bg-surface',
  dark: 'bg-gradient-to-br from-brand-900 via-brand-950 to-brand-950 text-white',
} as const

type SectionBandProps = {
  labelledBy: string
  tone?: keyof typeof tones
  children: React.ReactNode
}

export function SectionBand({ labelledBy, tone = 'white', children }: SectionBandProps) {
  return (
    <section aria-labelledby={labelledBy} className={cn('relative isolate overflow-clip', tones[tone])}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">{children}</div>
    </section>
  )
}
