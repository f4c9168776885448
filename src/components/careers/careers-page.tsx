import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import { hasSocialProfiles, SocialLinks } from '#src/components/layout/social-links.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { CareersPageRecord, JobOpening } from '#src/collections/schemas/careers.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import type { Booking } from '#src/lib/booking.ts'
import { JobCard } from './job-card.tsx'

/** Specification §2 'Careers': what the page says while the list is empty. */
export const NO_OPENINGS = 'No open positions at the moment. Please check back later for new opportunities.'

type CareersPageProps = {
  page: CareersPageRecord
  jobs: ReadonlyArray<JobOpening>
  site: Pick<Site, 'name' | 'social' | 'externalLinks'>
  booking: Booking
}

export function CareersPage({ page, jobs, site, booking }: CareersPageProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <section aria-label={page.title} className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        {jobs.length === 0 ? (
          <NoOpenings page={page} site={site} booking={booking} />
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

// A next step beside the message: the profiles the business uses, or, with none, the consultation.
function NoOpenings({ page, site, booking }: Omit<CareersPageProps, 'jobs'>) {
  const { socialText, socialLabel, consultationText } = page.emptyNextStep
  const social = hasSocialProfiles(site.social)
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-sm sm:px-10">
      <p className="text-lg font-semibold text-pretty text-brand-950">{NO_OPENINGS}</p>
      <div className="mt-6 w-full border-t border-line pt-6">
        <p className="text-base leading-7 text-pretty text-muted">{social ? socialText : consultationText}</p>
        <div className="mt-5 flex justify-center">
          {social ? <SocialLinks site={site} label={socialLabel} /> : <ConsultationButton booking={booking} place="cta-band" />}
        </div>
      </div>
    </div>
  )
}
