import { cn } from '#src/lib/cn.ts'
import { pathFor } from '#src/lib/path-for.ts'

export function TagList({ tags, ...props }: { tags: ReadonlyArray<string> } & React.ComponentProps<'ul'>) {
  return (
    <ul aria-label="Tags" {...props} className={cn('flex flex-wrap gap-2', props.className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={pathFor.tag(tag)}
            // The name says where the chip leads and contains the visible tag (WCAG 2.5.3, label in name).
            aria-label={`Articles about ${tag}`}
            className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100 transition-colors ring-inset hover:bg-brand-100 hover:text-brand-950 motion-reduce:transition-none"
          >
            {tag}
          </a>
        </li>
      ))}
    </ul>
  )
}
