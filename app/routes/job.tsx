import { Link } from 'react-router'
import { jobOpenings } from '#app/content/jobs.ts'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { StatusScreen } from '#app/components/layout/not-found.tsx'
import { buildMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/job.ts'

export function loader({ params }: Route.LoaderArgs) {
  return { job: jobOpenings.find((j) => j.id === params.id) ?? null }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const job = loaderData?.job
  if (!job) return buildMeta({ title: 'Job Not Found', noindex: true })
  return buildMeta({ title: job.title, path: `/careers/${job.id}` })
}

export default function JobRoute({ loaderData: { job } }: Route.ComponentProps) {
  return job ? (
    <PageHero title={job.title} intro={job.summary} />
  ) : (
    <StatusScreen title="Job Not Found" text="The job you're looking for doesn't exist or has been removed.">
      <Link to="/careers">Back to Job Openings</Link>
    </StatusScreen>
  )
}
