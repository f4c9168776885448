import { cn } from '#src/lib/cn.ts'

type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  href: string
  /** The site record's new-tab notice (`externalLinks.newTab`), or null where the link's own label already says it. */
  newTab: string | null
}

// The one way to link off the site (DESIGN.md §7).
export function ExternalLink({ href, className, children, newTab, ...props }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      {newTab === null ? null : <span className="sr-only">{` ${newTab}`}</span>}
    </a>
  )
}
