import { Briefcase, Clock, MapPin } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { pathFor } from '#src/lib/path-for.ts'
import { buttonVariants } from '#src/components/ui/button.tsx'
import type { JobOpening } from '#src/collections/schemas/careers.ts'

export function JobCard({ job }: { job: JobOpening }) {
  const headingId = `job-${job.id}`
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-brand-950">
        {job.title}
      </h2>
      <JobFacts job={job} className="mt-3" />
      <p className="mt-4 flex-1 leading-7 text-muted">{job.summary}</p>
      <a href={pathFor.job(job.id)} className={buttonVariants({ className: 'mt-6 self-start' })}>
        View Details &amp; Apply
        <span className="sr-only">: {job.title}</span>
      </a>
    </article>
  )
}

export function JobFacts({ job, className = '' }: { job: JobOpening; className?: string }) {
  const facts = [
    { icon: Briefcase, text: job.type },
    { icon: MapPin, text: job.location },
    { icon: Clock, text: 'Flexible hours' },
  ]
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted ${className}`}>
      {facts.map((fact) => (
        <li key={fact.text} className="flex items-center gap-1.5">
          <SvgIcon node={fact.icon} aria-hidden="true" className="size-4 text-brand-600" />
          {fact.text}
        </li>
      ))}
    </ul>
  )
}
