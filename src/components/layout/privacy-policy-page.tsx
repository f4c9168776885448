import { Fragment } from 'react'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import type { Privacy } from '#src/collections/schemas/pages.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import { telHref } from '#src/lib/format.ts'
import { thirdPartyParagraphs, trackingParagraphs, type PageOrigins } from '#src/lib/page-origins.ts'
import { ExternalLink } from './external-link.tsx'

const linkClass = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700'

type ParagraphProps = { text: string; optOutLabel?: string; optOutUrl: string; newTab: string }

function Paragraph({ text, optOutLabel, optOutUrl, newTab }: ParagraphProps) {
  const at = optOutLabel ? text.indexOf(optOutLabel) : -1
  if (!optOutLabel || at === -1) return <p>{text}</p>
  return (
    <p>
      {text.slice(0, at)}
      <ExternalLink href={optOutUrl} newTab={newTab} className={linkClass}>
        {optOutLabel}
      </ExternalLink>
      {text.slice(at + optOutLabel.length)}
    </p>
  )
}

/**
 * The visitor's choice about visit counting: src/lib/analytics.client.ts shows the line for this browser's state and
 * makes the button work; without the script nothing is counted and there is nothing to opt out of, so it stays hidden.
 */
function OptOut({ text }: { text: Privacy['tracking']['analytics'] }) {
  return (
    <div role="status" data-analytics-choice hidden className="rounded-2xl border border-line bg-surface p-6">
      <p data-analytics-state="counting" hidden>
        <button
          type="button"
          data-analytics-opt-out
          className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {text.optOutButton}
        </button>
      </p>
      <p data-analytics-state="opted-out" hidden>
        {text.optedOut}
      </p>
      <p data-analytics-state="declined" hidden>
        {text.declined}
      </p>
    </div>
  )
}

type Section = Privacy['sections'][number]

/** A section's paragraphs as the page shows them: what the pages load, then its own words, then the owner's fact. */
function paragraphsOf(section: Section, policy: Privacy, site: Site, origins: PageOrigins): Array<string> {
  const { adds } = section
  if (adds === 'tracking')
    return [...trackingParagraphs(policy.tracking, origins, site.analytics.retention), ...section.paragraphs]
  if (adds === 'thirdParties') return section.paragraphs
  return [...section.paragraphs, ...((adds && policy.facts?.[adds]) || [])]
}

export function PrivacyPolicyPage({ policy, site, origins }: { policy: Privacy; site: Site; origins: PageOrigins }) {
  const { intro, sections, tocLabel, contactLabels } = policy
  const { address } = site.contact
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
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:py-20 print:block print:py-6">
        <nav
          aria-label={tocLabel}
          className="mb-12 rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-24 lg:mb-0 lg:self-start print:hidden"
        >
          <p className="text-sm font-semibold tracking-wide text-brand-950 uppercase">{tocLabel}</p>
          <ol className="mt-4 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-lg px-2 py-1.5 text-muted hover:bg-white hover:text-brand-700"
                >
                  <span aria-hidden="true" className="w-5 shrink-0 font-semibold text-brand-600 tabular-nums">
                    {index + 1}.
                  </span>
                  <span>{section.heading}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl text-base leading-8 text-ink sm:text-lg">
          <div className="space-y-5 text-muted">
            {intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12 border-t border-line pt-10">
              <h2 id={section.id} className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
                {section.heading}
              </h2>
              <div className="mt-5 space-y-5">
                {paragraphsOf(section, policy, site, origins).map((paragraph) => (
                  <Fragment key={paragraph}>
                    <Paragraph
                      text={paragraph}
                      optOutLabel={section.optOutLabel}
                      optOutUrl={site.dataPartnerOptOut}
                      newTab={site.externalLinks.newTab}
                    />
                    {/* The button right below the sentence that points to it. */}
                    {origins.analytics && paragraph === policy.tracking.analytics.optOut ? (
                      <OptOut text={policy.tracking.analytics} />
                    ) : null}
                  </Fragment>
                ))}
                {section.items || section.adds === 'thirdParties' ? (
                  <ul className="list-disc space-y-3 pl-6 marker:text-brand-500">
                    {[
                      ...(section.items ?? []),
                      ...(section.adds === 'thirdParties' ? thirdPartyParagraphs(policy.thirdParties, { site, origins }) : []),
                    ].map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {index === sections.length - 1 ? (
                  <address className="rounded-2xl border border-line bg-surface p-6 not-italic">
                    <dl className="grid gap-y-1 sm:grid-cols-[8rem_1fr] sm:gap-x-6 sm:gap-y-4 [&>dt:not(:first-child)]:mt-4 sm:[&>dt:not(:first-child)]:mt-0">
                      <dt className="font-semibold text-brand-950">{contactLabels.email}</dt>
                      <dd>
                        <a href={`mailto:${site.contact.email}`} className={`-my-2 inline-block py-2 ${linkClass}`}>
                          {site.contact.email}
                        </a>
                      </dd>
                      <dt className="font-semibold text-brand-950">{contactLabels.phone}</dt>
                      <dd>
                        <a href={telHref(site.contact.phone)} className={`-my-2 inline-block py-2 ${linkClass}`}>
                          {site.contact.phone}
                        </a>
                      </dd>
                      <dt className="font-semibold text-brand-950">{contactLabels.address}</dt>
                      <dd>
                        {site.legalName}
                        <br />
                        {address.street}
                        <br />
                        {address.city}, {address.country}
                      </dd>
                    </dl>
                  </address>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
