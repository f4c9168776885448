import { PageHero } from '#src/components/sections/page-hero.tsx'
import { PolicySections } from '#src/components/sections/policy-sections.tsx'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { privacyPolicy } from '#src/content/privacy.ts'
import { site } from '#src/site.ts'

export type LoaderData = ReturnType<typeof loader>

export function loader() {
  return { policy: privacyPolicy }
}

export function head() {
  return fixedPageHead('/privacy-policy')
}

export default function PrivacyPolicyRoute({ data: { policy } }: { data: LoaderData }) {
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
