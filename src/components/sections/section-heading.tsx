import { cn } from '#src/lib/cn.ts'

const alignments = {
  center: 'mx-auto text-center',
  left: 'text-left',
  split: 'mx-auto text-center lg:mx-0 lg:text-left',
} as const

export type SectionHeadingText = { eyebrow?: string; title: string; intro?: React.ReactNode }

type SectionHeadingProps = SectionHeadingText & {
  id: string
  inverse?: boolean
  align?: keyof typeof alignments
  className?: string
}

// Chromium balances a heading by breaking after a word's hyphen ("E-" / "Commerce"): such words stay whole.
const wholeHyphenatedWords = (title: string) =>
  title.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )

export function SectionHeading({ id, eyebrow, title, intro, inverse, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', alignments[align], className)}>
      {eyebrow ? (
        <p className={cn('text-sm font-semibold tracking-wide uppercase', inverse ? 'text-accent-300' : 'text-brand-700')}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverse ? 'text-white' : 'text-brand-950',
        )}
      >
        {wholeHyphenatedWords(title)}
      </h2>
      {intro ? (
        <div className={cn('mt-4 text-lg leading-8 text-pretty', inverse ? 'text-brand-100' : 'text-muted')}>{intro}</div>
      ) : null}
    </div>
  )
}
