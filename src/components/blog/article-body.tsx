import { cn } from '#src/lib/cn.ts'

/**
 * An article's body: HTML rendered and sanitised at build time by lib/markdown.server.ts. The only place
 * the site sets inner HTML (CONVENTIONS.md 'Content').
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn('article-body', className)} dangerouslySetInnerHTML={{ __html: html }} />
}
