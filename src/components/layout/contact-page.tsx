import { PageHero } from '#src/components/sections/page-hero.tsx'
import { Icon } from '#src/components/ui/icon.tsx'
import type { Contact } from '#src/collections/schemas/pages.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import type { Booking } from '#src/lib/booking.ts'
import { telHref } from '#src/lib/format.ts'
import { ConsultationButton } from './consultation-button.tsx'
import { SocialLinks } from './social-links.tsx'

// Specification §2: deliberately no contact form.
export function ContactPage({ contact, site, booking }: { contact: Contact; site: Site; booking: Booking }) {
  const { address } = site.contact
  return (
    <>
      <PageHero eyebrow={contact.eyebrow} title={contact.title} intro={<p>{contact.intro}</p>} />
      <div className="border-y border-line/70 bg-surface">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8 lg:py-24">
          <section
            aria-labelledby="booking-heading"
            className="sm:rounded-3xl sm:border sm:border-line sm:bg-white sm:p-10 sm:shadow-sm"
          >
            <h2 id="booking-heading" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
              {contact.bookingHeading}
            </h2>
            <ul className="mt-6 grid gap-5 sm:mt-8">
              <li className="flex flex-col gap-5 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:flex-row sm:items-start">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-sm">
                  <Icon name="Video" />
                </span>
                <div className="flex-1">
                  <p className="text-base leading-7 text-ink">{contact.bookingText}</p>
                  <ConsultationButton booking={booking} place="contact-video" className="mt-5 w-full sm:w-auto">
                    {contact.zoomButton}
                  </ConsultationButton>
                </div>
              </li>
              <li className="flex flex-col gap-5 rounded-2xl bg-surface p-5 ring-1 ring-line sm:flex-row sm:items-start">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
                  <Icon name="Phone" />
                </span>
                <div className="flex-1">
                  <p className="text-base leading-7 text-ink">{contact.phoneNote}</p>
                  <ConsultationButton
                    booking={booking}
                    kind="phone"
                    place="contact-phone"
                    variant="outline"
                    className="mt-5 w-full sm:w-auto"
                  >
                    {contact.phoneButton}
                  </ConsultationButton>
                </div>
              </li>
            </ul>
          </section>
          <div className="grid content-start gap-8 md:grid-cols-2 lg:grid-cols-1">
            <section aria-labelledby="office-heading" className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <h2 id="office-heading" className="text-xl font-bold text-brand-950">
                {contact.addressHeading}
              </h2>
              <address className="mt-5 grid gap-4 text-base leading-7 text-ink not-italic">
                <p className="flex gap-3">
                  <Icon name="MapPin" className="mt-0.5 size-5 text-brand-600" />
                  <span>
                    {address.street}
                    <br />
                    {address.city}, {address.country}
                  </span>
                </p>
                {[
                  { icon: 'Mail', label: contact.emailLabel, href: `mailto:${site.contact.email}`, text: site.contact.email },
                  { icon: 'Phone', label: contact.phoneLabel, href: telHref(site.contact.phone), text: site.contact.phone },
                ].map((line) => (
                  <p key={line.icon} className="flex gap-3">
                    <Icon name={line.icon} className="mt-0.5 size-5 text-brand-600" />
                    <span>
                      <span className="sr-only">{line.label}: </span>
                      <a
                        href={line.href}
                        className="-my-2 inline-block py-2 font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
                      >
                        {line.text}
                      </a>
                    </span>
                  </p>
                ))}
              </address>
              {/* A fact only the owner states (DESIGN.md §4): absent until written in Site details. */}
              {site.areaServed?.length ? (
                <p className="mt-4 text-base leading-7 text-ink">
                  <span className="font-semibold text-brand-950">{contact.areaServedLabel}</span> {site.areaServed.join(', ')}
                </p>
              ) : null}
            </section>
            <section aria-labelledby="social-heading" className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <h2 id="social-heading" className="text-xl font-bold text-brand-950">
                {contact.socialHeading}
              </h2>
              <div className="mt-5">
                <SocialLinks site={site} />
              </div>
            </section>
          </div>
        </div>
      </div>
    </>
  )
}
