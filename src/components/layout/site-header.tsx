import type { HeaderItem } from '#src/content/entries.ts'
import type { Booking } from '#src/lib/booking.ts'
import { BrandMark } from './brand-mark.tsx'
import { ConsultationButton } from './consultation-button.tsx'
import { DesktopNav } from './desktop-nav.tsx'
import { MobileNav } from './mobile-nav.tsx'

export function SiteHeader({ brand, items, booking }: { brand: string; items: ReadonlyArray<HeaderItem>; booking: Booking }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-white/95 backdrop-blur [view-transition-name:site-header] supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={`${brand} home`}>
          <BrandMark name={brand} />
        </a>
        <DesktopNav items={items} currentPath={booking.path} />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <ConsultationButton booking={booking} place="header" size="sm">
              {booking.shortLabel}
            </ConsultationButton>
          </div>
          <MobileNav items={items} booking={booking} />
        </div>
      </div>
    </header>
  )
}
