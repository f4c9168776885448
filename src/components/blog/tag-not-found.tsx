import { StatusScreen } from '#src/components/layout/not-found.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'

/** Unknown topic slug under /blogs/tags/ (issue 10): the 404 screen with a way back to every article. */
export function TagNotFound() {
  return (
    <StatusScreen code="404" title="Oops! Page not found" text="There is no blog topic at this address.">
      <a href="/blogs" className={buttonVariants()}>
        Back to Blogs
      </a>
    </StatusScreen>
  )
}
