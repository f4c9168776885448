import { ChevronDown, Menu, X } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import type { HeaderItem, NavigationItem } from '#src/collections/entries.ts'
import type { Navigation } from '#src/collections/schemas/navigation.ts'
import type { Booking } from '#src/lib/booking.ts'
import { currentPageProps } from '#src/lib/path-for.ts'
import { fillWords } from '#src/lib/words.ts'
import { ConsultationButton } from './consultation-button.tsx'

const OVERLAY_ID = 'mobile-menu'
const NAV_ID = 'mobile-menu-nav'

const linkClass =
  'block rounded-xl px-3 py-3 text-base font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

/**
 * A popover, so the browser opens, closes and dismisses it with no JavaScript: the same markup and state before any
 * script, and nothing to hydrate (docs/decisions/042-booking-in-reach-and-a-popover-menu.md). Styles in app.css.
 */
export function MobileNav({
  items,
  booking,
  labels,
  allLink,
}: {
  items: ReadonlyArray<HeaderItem>
  booking: Booking
  labels: Navigation['menuToggle']
  /** The last link of each group, to its overview page; `{name}` is the group's name. */
  allLink: string
}) {
  const pageLink = (link: NavigationItem) => (
    <a href={link.href} className={linkClass} {...currentPageProps(link.href, booking.path)}>
      {link.name}
    </a>
  )

  return (
    <div data-slot="mobile-nav" className="lg:hidden">
      <button
        type="button"
        data-slot="mobile-nav-toggle"
        popoverTarget={OVERLAY_ID}
        aria-controls={NAV_ID}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
      >
        <span data-when="closed" className="contents">
          <SvgIcon node={Menu} aria-hidden="true" className="size-6" />
          <span className="sr-only">{labels.open}</span>
        </span>
        {/* Hidden in the markup itself, so that what reads the page without its stylesheet names the button once. */}
        <span data-when="open" className="contents" style={{ display: 'none' }}>
          <SvgIcon node={X} aria-hidden="true" className="size-6" />
          <span className="sr-only">{labels.close}</span>
        </span>
      </button>
      <div id={OVERLAY_ID} popover="auto" data-slot="mobile-nav-overlay">
        {/* The dimmed rest of the screen is a close control of the popover itself, so a tap there never reaches the page. */}
        <button
          type="button"
          popoverTarget={OVERLAY_ID}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden="true"
          data-slot="mobile-nav-backdrop"
          className="absolute inset-0 size-full cursor-default bg-brand-950/40"
        />
        <nav
          id={NAV_ID}
          data-slot="mobile-nav-panel"
          aria-label={labels.menuName}
          className="relative max-h-full overflow-y-auto overscroll-contain border-b border-line bg-white px-4 pt-2 pb-6 shadow-lg sm:px-6"
        >
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.name}>
                {item.items ? (
                  <details className="group">
                    <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-xl px-3 py-3 text-left text-base font-medium text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                      {item.name}
                      <SvgIcon
                        node={ChevronDown}
                        aria-hidden="true"
                        className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                      />
                    </summary>
                    <ul className="ml-3 grid gap-0.5 border-l border-line pl-3">
                      {item.items.map((link) => (
                        <li key={link.href}>{pageLink(link)}</li>
                      ))}
                      <li>
                        <a href={item.href} className={`${linkClass} font-semibold text-brand-700`}>
                          {fillWords(allLink, { name: item.name.toLowerCase() })}
                        </a>
                      </li>
                    </ul>
                  </details>
                ) : (
                  pageLink(item)
                )}
              </li>
            ))}
          </ul>
          <ConsultationButton booking={booking} place="menu" className="mt-4 w-full" />
        </nav>
      </div>
    </div>
  )
}
