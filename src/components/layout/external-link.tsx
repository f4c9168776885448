import { cn } from '#src/lib/cn.ts'

type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  href: string
  announceNewTab?: boolean
}

// The one way to link off the site (DESIGN.md §7).
export function ExternalLink({ href, className, children, announceNewTab = true, ...props }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      {announceNewTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}
