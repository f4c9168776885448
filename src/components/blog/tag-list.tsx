import type { BlogPage } from '#src/collections/schemas/blog.ts'
import { cn } from '#src/lib/cn.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { fillWords } from '#src/lib/words.ts'

export type TagWords = Pick<BlogPage, 'tagsLabel' | 'tagLink'>

type TagListProps = { tags: ReadonlyArray<string>; words: TagWords } & React.ComponentProps<'ul'>

export function TagList({ tags, words, ...props }: TagListProps) {
  return (
    <ul aria-label={words.tagsLabel} {...props} className={cn('flex flex-wrap gap-2', props.className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={pathFor.tag(tag)}
            // The name says where the chip leads and contains the visible tag (WCAG 2.5.3, label in name).
            aria-label={fillWords(words.tagLink, { tag })}
            className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100 transition-colors ring-inset hover:bg-brand-100 hover:text-brand-950 motion-reduce:transition-none"
          >
            {tag}
          </a>
        </li>
      ))}
    </ul>
  )
}
