import type { NavigationItem } from '#src/collections/entries.ts'
import type { Navigation } from '#src/collections/schemas/navigation.ts'
import type { Site } from '#src/collections/schemas/site.ts'
import { bookingUrl, type Booking } from '#src/lib/booking.ts'
import { GOALS } from '#src/lib/goals.ts'
import { fillWords } from '#src/lib/words.ts'
import { BrandMark } from './brand-mark.tsx'
import { ExternalLink } from './external-link.tsx'

type SiteFooterProps = { site: Site; links: ReadonlyArray<NavigationItem>; booking: Booking; labels: Navigation['labels'] }

export function SiteFooter({ site, links, booking, labels }: SiteFooterProps) {
  const { address } = site.contact
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <BrandMark name={site.name} inverse />
          <p className="max-w-xs text-sm leading-6 text-brand-200">{site.tagline}.</p>
        </div>
        <nav aria-label={labels.footerMenu}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{labels.footerLinksHeading}</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 text-sm md:mt-4 md:gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-block py-3 text-brand-200 hover:text-white hover:underline md:py-0">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <h2 className="font-semibold tracking-wide text-white uppercase">{labels.footerContactHeading}</h2>
          <address className="mt-4 text-brand-200 not-italic md:space-y-1">
            <p>
              {address.city}, {address.country}
            </p>
            <p>
              <a href={`mailto:${site.contact.email}`} className="inline-block py-3 hover:text-white hover:underline md:py-0">
                {site.contact.email}
              </a>
            </p>
          </address>
          <ExternalLink
            href={bookingUrl(booking.pages.video, booking.siteUrl, booking.path, 'footer')}
            data-goal={GOALS.booking}
            newTab={booking.newTab}
            className="inline-block py-3 font-semibold text-accent-300 hover:text-white hover:underline md:mt-4 md:py-0"
          >
            {site.consultation.label}
          </ExternalLink>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-brand-200 sm:px-6 lg:px-8">
          {fillWords(labels.copyright, { year: site.copyrightYear, brand: site.name })}
        </p>
      </div>
    </footer>
  )
}
