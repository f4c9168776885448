import { PageHero } from '#src/components/sections/page-hero.tsx'
import { PolicySections } from '#src/components/sections/policy-sections.tsx'
import { fixedPageMeta } from '#src/content/page-heads.ts'
import { privacyPolicy } from '#src/content/privacy.ts'
import { site } from '#src/site.ts'
import type { Route } from './+types/privacy-policy.ts'

export function loader() {
  return { policy: privacyPolicy }
}

export function meta() {
  return fixedPageMeta('/privacy-policy')
}

export default function PrivacyPolicyRoute({ loaderData: { policy } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={policy.title}
        intro={
          <p>
            {policy.lastUpdatedLabel} <time dateTime={policy.lastUpdatedIso}>{policy.lastUpdated}</time>
          </p>
        }
      />
      <PolicySections
        intro={policy.intro}
        sections={policy.sections}
        tocLabel={policy.tocLabel}
        contactLabels={policy.contactLabels}
        optOutUrl={site.dataPartnerOptOut}
      />
    </>
  )
}
