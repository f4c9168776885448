import { PageHero } from '#src/components/sections/page-hero.tsx'
import { PolicySections } from '#src/components/sections/policy-sections.tsx'
import type { Privacy, Site } from '#src/content/schemas.ts'

export function PrivacyPolicyPage({ policy, site }: { policy: Privacy; site: Site }) {
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
      <PolicySections policy={policy} site={site} />
    </>
  )
}
