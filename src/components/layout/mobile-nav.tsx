import { ChevronDown, Menu, X } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import type { HeaderItem, NavigationItem } from '#src/content/entries.ts'
import type { Booking } from '#src/lib/booking.ts'
import { cn } from '#src/lib/cn.ts'
import { currentPageProps } from '#src/lib/path-for.ts'
import { ConsultationButton } from './consultation-button.tsx'

const linkClass =
  'block rounded-xl px-3 py-3 text-base font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

export function MobileNav({ items, booking }: { items: ReadonlyArray<HeaderItem>; booking: Booking }) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)
  const pageLink = (link: NavigationItem) => (
    <a href={link.href} className={linkClass} onClick={close} {...currentPageProps(link.href, booking.path)}>
      {link.name}
    </a>
  )

  return (
    <div data-slot="mobile-nav" className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SvgIcon node={open ? X : Menu} aria-hidden="true" className="size-6" />
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id={panelId}
        data-slot="mobile-nav-panel"
        aria-label="Mobile"
        className={cn(
          'absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pt-2 pb-6 shadow-lg sm:px-6',
          !open && 'hidden',
        )}
      >
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.name}>
              {item.items ? (
                <MenuGroup name={item.name}>
                  <ul className="ml-3 grid gap-0.5 border-l border-line pl-3">
                    {item.items.map((link) => (
                      <li key={link.href}>{pageLink(link)}</li>
                    ))}
                    <li>
                      <a href={item.href} className={`${linkClass} font-semibold text-brand-700`} onClick={close}>
                        All {item.name.toLowerCase()}
                      </a>
                    </li>
                  </ul>
                </MenuGroup>
              ) : (
                pageLink(item)
              )}
            </li>
          ))}
        </ul>
        <ConsultationButton booking={booking} place="menu" className="mt-4 w-full" />
      </nav>
    </div>
  )
}

function MenuGroup({ name, children }: { name: string; children: React.ReactNode }) {
  const [expanded, setExpanded] = useState(false)
  const contentId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded(!expanded)}
        className="group flex w-full items-center justify-between rounded-xl px-3 py-3 text-left text-base font-medium text-ink hover:bg-brand-50"
      >
        {name}
        <SvgIcon
          node={ChevronDown}
          aria-hidden="true"
          className="size-5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
      <div id={contentId} data-slot="menu-group-content" className={expanded ? undefined : 'hidden'}>
        {children}
      </div>
    </>
  )
}
