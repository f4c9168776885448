import { cn } from '#src/lib/cn.ts'

// The only inner HTML the site sets, sanitised at build time by lib/markdown.server.ts (CONVENTIONS.md 'Content').
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn('article-body', className)} data-pagefind-body="" dangerouslySetInnerHTML={{ __html: html }} />
}
