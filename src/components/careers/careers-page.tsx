import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { JobOpening } from '#src/content/schemas.ts'
import { JobList } from './job-list.tsx'

export function CareersPage({ jobs }: { jobs: ReadonlyArray<JobOpening> }) {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Job Openings"
        intro="We recruit, train and support the virtual assistants and specialists who work with our clients. Every role is remote, with flexible hours."
      />
      <section aria-label="Open positions" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <JobList jobs={jobs} />
      </section>
    </>
  )
}
