import type { JobOpening } from '#src/content/schemas.ts'
import { JobCard } from './job-card.tsx'

export const NO_OPENINGS_MESSAGE = 'No open positions at the moment. Please check back later for new opportunities.'

export function JobList({ jobs }: { jobs: ReadonlyArray<JobOpening> }) {
  if (jobs.length === 0) {
    return (
      <p className="mx-auto max-w-2xl rounded-2xl border border-line bg-surface px-6 py-10 text-center text-lg text-muted">
        {NO_OPENINGS_MESSAGE}
      </p>
    )
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </div>
  )
}
