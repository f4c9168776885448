import { StatusScreen } from '#src/components/layout/not-found.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'

/** Unknown article id (specification §8). */
export function PostNotFound() {
  return (
    <StatusScreen title="Blog Post Not Found" text="The blog post you're looking for doesn't exist.">
      <a href="/blogs" className={buttonVariants()}>
        Back to Blogs
      </a>
    </StatusScreen>
  )
}
