import { isRouteErrorResponse } from 'react-router'
import { JobDetail } from '#src/components/careers/job-detail.tsx'
import { JobNotFound } from '#src/components/careers/job-not-found.tsx'
import { RouteError } from '#src/components/layout/route-error.tsx'
import { jobOpenings } from '#src/content/jobs.ts'
import { crumbFor } from '#src/content/page-heads.ts'
import { JOB_DESCRIPTION_LENGTH } from '#src/lib/job-form.ts'
import { buildMeta } from '#src/lib/seo.ts'
import { breadcrumbList, jobPosting } from '#src/lib/structured-data.ts'
import type { Route } from './+types/job.ts'

export function loader({ params }: Route.LoaderArgs) {
  return { job: jobOpenings.find((job) => job.id === params.id) ?? null }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const job = loaderData?.job
  if (!job)
    return buildMeta({
      title: 'Job Not Found',
      description: "The job you're looking for doesn't exist or has been removed.",
      noindex: true,
    })
  const path = `/careers/${job.id}`
  return buildMeta({
    title: job.title,
    description: job.summary.slice(0, JOB_DESCRIPTION_LENGTH),
    path,
    jsonLd: [jobPosting(job), breadcrumbList([crumbFor('/careers'), { name: job.title, path }])],
  })
}

export default function JobRoute({ loaderData: { job } }: Route.ComponentProps) {
  return job ? <JobDetail job={job} /> : <JobNotFound />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <JobNotFound /> : <RouteError error={error} />
}
