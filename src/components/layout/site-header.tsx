import { site } from 'virtual:site-chrome'
import { BrandMark } from './brand-mark.tsx'
import { ConsultationButton } from './consultation-button.tsx'
import { DesktopNav } from './desktop-nav.tsx'
import { MobileNav } from './mobile-nav.tsx'

/** The shared header (specification §2). An island hydrated on first interaction (src/layouts/site-layout.astro). */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-white/95 backdrop-blur [view-transition-name:site-header] supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={`${site.name} home`}>
          <BrandMark />
        </a>
        <DesktopNav currentPath={currentPath} />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <ConsultationButton path={currentPath} place="header" size="sm">
              {site.consultation.shortLabel}
            </ConsultationButton>
          </div>
          <MobileNav currentPath={currentPath} />
        </div>
      </div>
    </header>
  )
}
