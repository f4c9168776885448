import { buttonVariants } from '#src/components/ui/button.tsx'
import type { CareersPageRecord, JobOpening } from '#src/collections/schemas/careers.ts'
import { JobFacts } from './job-card.tsx'

const APPLY_ANCHOR = 'apply'

type JobDetailProps = { job: JobOpening; words: CareersPageRecord['opening']; frame?: React.ReactNode }

export function JobDetail({ job, words, frame }: JobDetailProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
          <a href="/careers" className="text-sm font-semibold text-brand-700 hover:underline">
            {words.backLink}
          </a>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl">{job.title}</h1>
          <JobFacts job={job} className="mt-5 text-base" />
          <a href={`#${APPLY_ANCHOR}`} className={buttonVariants({ className: 'mt-8' })}>
            Apply Now
          </a>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="about-role">
          <h2 id="about-role" className="text-2xl font-bold text-brand-950">
            About This Role
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink">{job.summary}</p>
          <p className="mt-4 leading-7 text-muted">{job.description}</p>
        </section>
        <ListSection id="responsibilities" title="Key Responsibilities" items={job.responsibilities} />
        <ListSection id="qualifications" title="Qualifications" items={job.qualifications} />
        <ListSection id="position-details" title="Position Details" items={job.positionDetails} />
      </div>
      <section id={APPLY_ANCHOR} aria-labelledby="apply-heading" className="scroll-mt-20 bg-surface px-4 py-14 sm:px-6">
        <h2 id="apply-heading" className="text-center text-3xl font-bold text-brand-950">
          {words.applyHeading}
        </h2>
        <div className="mx-auto mt-8 max-w-5xl">{frame}</div>
      </section>
    </>
  )
}

function ListSection({ id, title, items }: { id: string; title: string; items: ReadonlyArray<string> }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand-950">
        {title}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-brand-500">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
