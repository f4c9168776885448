import type { HeaderItem } from '#src/collections/entries.ts'
import type { Navigation } from '#src/collections/schemas/navigation.ts'
import type { Booking } from '#src/lib/booking.ts'
import { fillWords } from '#src/lib/words.ts'
import { BrandMark } from './brand-mark.tsx'
import { ConsultationButton } from './consultation-button.tsx'
import { MobileNav } from './mobile-nav.tsx'

type SiteHeaderProps = {
  brand: string
  items: ReadonlyArray<HeaderItem>
  booking: Booking
  menuToggle: Navigation['menuToggle']
  labels: Navigation['labels']
  /** The desktop dropdowns, the header's only island (docs/decisions/042-booking-in-reach-and-a-popover-menu.md). */
  desktopNav?: React.ReactNode
}

// Static: the phone menu is a popover and the booking button a link, so only the desktop dropdowns hydrate.
export function SiteHeader({ brand, items, booking, menuToggle, labels, desktopNav }: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      className="sticky top-0 z-30 border-b border-line/80 bg-white/95 backdrop-blur [anchor-name:--site-header] [view-transition-name:site-header] supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 min-[360px]:px-4 sm:gap-4 sm:px-6 lg:px-8">
        <a
          href="/"
          data-slot="brand-link"
          className="flex shrink-0 items-center gap-2 rounded-md max-sm:[&>span>span]:hidden lg:max-xl:[&>span>span]:hidden"
          aria-label={fillWords(labels.home, { brand })}
        >
          <BrandMark name={brand} />
        </a>
        {desktopNav}
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <ConsultationButton
            booking={booking}
            place="header"
            size="sm"
            data-slot="header-booking"
            className="whitespace-nowrap max-sm:px-3"
          >
            {booking.shortLabel}
          </ConsultationButton>
          <MobileNav items={items} booking={booking} labels={menuToggle} allLink={labels.allLink} />
        </div>
      </div>
    </header>
  )
}
