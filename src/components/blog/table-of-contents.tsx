import { ChevronDown } from 'lucide'
import { useEffect, useState } from 'react'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import type { TocEntry } from '#src/lib/posts.ts'

/** A heading counts as the one being read once its top passes this share of the viewport's height. */
const READING_LINE = 0.3

function useActiveHeading(entries: ReadonlyArray<TocEntry>): string | undefined {
  const [active, setActive] = useState<string>()
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id)).filter((heading) => heading !== null)
    if (headings.length === 0) return
    const update = () => {
      const line = window.innerHeight * READING_LINE
      setActive(headings.findLast((heading) => heading.getBoundingClientRect().top <= line)?.id ?? entries[0]?.id)
    }
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px` })
    for (const heading of headings) observer.observe(heading)
    window.addEventListener('hashchange', update)
    update()
    return () => {
      observer.disconnect()
      window.removeEventListener('hashchange', update)
    }
  }, [entries])
  return active
}

// <details> on phones (works before hydration), a list from lg that the page keeps in view; only one is displayed, so assistive technology meets one navigation.
export function TableOfContents({ entries, label }: { entries: ReadonlyArray<TocEntry>; label: string }) {
  const active = useActiveHeading(entries)
  if (entries.length === 0) return null
  const links = (
    <ol className="space-y-1 border-l border-line">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === active ? 'location' : undefined}
            className="-ml-px block border-l-2 border-transparent py-1.5 pr-2 pl-4 text-sm leading-6 text-muted transition-colors hover:border-brand-300 hover:text-brand-900 aria-[current=location]:border-brand-600 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800 motion-reduce:transition-none"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  )
  return (
    <div>
      {/* A reader may open it before the island hydrates: `open` is the browser's state, not a prop React renders. */}
      <details className="group rounded-2xl border border-line bg-surface lg:hidden" suppressHydrationWarning>
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 text-base font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
          {label}
          <SvgIcon
            node={ChevronDown}
            aria-hidden="true"
            className="size-5 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        {/* The phone's "Contents" link points here; following it opens the <details> (the browser's auto-expand). */}
        <nav id="article-contents" aria-label={label} className="px-5 pb-5">
          {links}
        </nav>
      </details>
      <nav aria-label={label} className="hidden max-h-[calc(100dvh-10rem)] overflow-y-auto lg:block">
        <p aria-hidden="true" className="mb-3 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {label}
        </p>
        {links}
      </nav>
    </div>
  )
}
