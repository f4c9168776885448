import { cn } from '#src/lib/cn.ts'

type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  href: string
  /** Adds a visually hidden note for screen readers; off where the surrounding text already says so. */
  announceNewTab?: boolean
}

/** The one way to link off the site (DESIGN.md §7): a new tab without opener or referrer. */
export function ExternalLink({ href, className, children, announceNewTab = true, ...props }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      {announceNewTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}
