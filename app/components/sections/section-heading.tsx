import { cn } from '#app/lib/cn.ts'

type SectionHeadingProps = { id: string; eyebrow?: string; title: string; intro?: React.ReactNode; className?: string }

/** A section's h2 with an optional eyebrow and intro; `id` is what the section's aria-labelledby names. */
export function SectionHeading({ id, eyebrow, title, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
        {title}
      </h2>
      {intro ? <div className="mt-4 text-lg leading-8 text-pretty text-muted">{intro}</div> : null}
    </div>
  )
}
