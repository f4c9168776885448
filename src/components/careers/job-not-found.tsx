import { Link } from 'react-router'
import { StatusScreen } from '#src/components/layout/not-found.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'

/** Specification §8: an unknown job id. */
export function JobNotFound() {
  return (
    <StatusScreen title="Job Not Found" text="The job you're looking for doesn't exist or has been removed.">
      <Link to="/careers" className={buttonVariants({ variant: 'outline' })}>
        ← Back to Job Openings
      </Link>
    </StatusScreen>
  )
}
