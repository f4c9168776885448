import { JobList } from '#src/components/careers/job-list.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { jobOpenings } from '#src/content/jobs.ts'
import { fixedPageHead } from '#src/content/page-heads.ts'

export function head() {
  return fixedPageHead('/careers')
}

export default function CareersRoute() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Job Openings"
        intro="We recruit, train and support the virtual assistants and specialists who work with our clients. Every role is remote, with flexible hours."
      />
      <section aria-label="Open positions" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <JobList jobs={jobOpenings} />
      </section>
    </>
  )
}
