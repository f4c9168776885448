import { StatusScreen } from '#src/components/layout/not-found.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'

/** Specification §8: an unknown job id. */
export function JobNotFound() {
  return (
    <StatusScreen title="Job Not Found" text="The job you're looking for doesn't exist or has been removed.">
      <a href="/careers" className={buttonVariants({ variant: 'outline' })}>
        ← Back to Job Openings
      </a>
    </StatusScreen>
  )
}
