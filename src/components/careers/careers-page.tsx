import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { JobOpening } from '#src/content/schemas.ts'
import { JobCard } from './job-card.tsx'

export function CareersPage({ jobs }: { jobs: ReadonlyArray<JobOpening> }) {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Job Openings"
        intro="We recruit, train and support the virtual assistants and specialists who work with our clients. Every role is remote, with flexible hours."
      />
      <section aria-label="Open positions" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        {jobs.length === 0 ? (
          <p className="mx-auto max-w-2xl rounded-2xl border border-line bg-surface px-6 py-10 text-center text-lg text-muted">
            No open positions at the moment. Please check back later for new opportunities.
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </div>
        )}
      </section>
    </>
  )
}
