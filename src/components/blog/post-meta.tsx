import { CalendarDays, Clock, UserRound } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { formatLongDate } from '#src/lib/dates.ts'

export function PostMeta({ publishedAt, readTime, author }: { publishedAt: string; readTime: string; author?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <SvgIcon node={CalendarDays} aria-hidden="true" className="size-4 text-brand-500" />
        <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <SvgIcon node={Clock} aria-hidden="true" className="size-4 text-brand-500" />
        {readTime}
      </span>
      {author ? (
        <span className="inline-flex items-center gap-1.5">
          <SvgIcon node={UserRound} aria-hidden="true" className="size-4 text-brand-500" />
          <span>
            <span className="sr-only">By </span>
            {author}
          </span>
        </span>
      ) : null}
    </p>
  )
}
