import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { cn } from '#src/lib/cn.ts'

/**
 * An article's body: HTML rendered and sanitised at build time by lib/markdown.server.ts. The only place
 * the site sets inner HTML (CONVENTIONS.md 'Content'). Site-relative links in the body navigate client-side
 * like every other internal link.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()

  useEffect(() => {
    const body = ref.current
    if (!body) return
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a') : null
      const target = anchor?.getAttribute('href')
      if (!anchor || anchor.target || !target?.startsWith('/') || target.startsWith('//')) return
      event.preventDefault()
      void navigate(target)
    }
    body.addEventListener('click', onClick)
    return () => body.removeEventListener('click', onClick)
  }, [navigate])

  return <div ref={ref} className={cn('article-body', className)} dangerouslySetInnerHTML={{ __html: html }} />
}
