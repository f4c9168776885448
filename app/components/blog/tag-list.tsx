import { cn } from '#app/lib/cn.ts'

/** A post's tags as chips. */
export function TagList({ tags, className }: { tags: ReadonlyArray<string>; className?: string }) {
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100 ring-inset"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}
