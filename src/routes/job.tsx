import { JobDetail } from '#src/components/careers/job-detail.tsx'
import { jobOpenings } from '#src/content/jobs.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { jobDescription } from '#src/lib/job-form.ts'
import { buildHead } from '#src/lib/seo.ts'
import { breadcrumbList, jobPosting } from '#src/lib/structured-data.ts'

export type LoaderData = ReturnType<typeof loader>

/** An opening by id (unknown ids are answered by src/pages/careers/404.astro, never built here). */
export function loader(params: { id: string }) {
  const job = jobOpenings.find((opening) => opening.id === params.id)
  if (!job) throw new Error(`No job opening with the id "${params.id}"`)
  return { job }
}

export function head({ job }: LoaderData) {
  const path = `/careers/${job.id}`
  return buildHead({
    title: job.title,
    description: jobDescription(job.summary),
    descriptionVerbatim: true,
    path,
    jsonLd: [jobPosting(job), breadcrumbList([crumbFor('/careers'), { name: job.title, path }])],
  })
}

/** `frame`: the application form island, placed by src/pages/careers/[id].astro. */
export default function JobRoute({ data: { job }, frame }: { data: LoaderData; frame?: React.ReactNode }) {
  return <JobDetail job={job} frame={frame} />
}
