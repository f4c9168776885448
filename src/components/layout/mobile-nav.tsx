import { ChevronDown, Menu, X } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { headerNavigation } from '#src/content/navigation.ts'
import { cn } from '#src/lib/cn.ts'
import { ConsultationButton } from './consultation-button.tsx'

const linkClass =
  'block rounded-xl px-3 py-3 text-base font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

/**
 * The mobile menu (specification §4): a toggle opens it; the Services and Industries groups expand and
 * collapse independently; choosing a link, pressing Escape or navigating closes it.
 */
export function MobileNav() {
  const { pathname } = useLocation()
  // The menu is open for the page it was opened on: any navigation (links, back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)

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
        {open ? (
          <SvgIcon node={X} aria-hidden="true" className="size-6" />
        ) : (
          <SvgIcon node={Menu} aria-hidden="true" className="size-6" />
        )}
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
          {headerNavigation.map((item) =>
            item.kind === 'menu' ? (
              <li key={item.name}>
                <MenuGroup name={item.name}>
                  <ul className="ml-3 grid gap-0.5 border-l border-line pl-3">
                    {item.items.map((link) => (
                      <li key={link.href}>
                        <NavLink to={link.href} end className={linkClass} onClick={close}>
                          {link.name}
                        </NavLink>
                      </li>
                    ))}
                    <li>
                      <Link to={item.href} className={`${linkClass} font-semibold text-brand-700`} onClick={close}>
                        All {item.name.toLowerCase()}
                      </Link>
                    </li>
                  </ul>
                </MenuGroup>
              </li>
            ) : (
              <li key={item.name}>
                <NavLink to={item.href} end className={linkClass} onClick={close}>
                  {item.name}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <ConsultationButton className="mt-4 w-full" />
      </nav>
    </div>
  )
}

/** A group of the mobile menu that expands and collapses on its own (specification §4). */
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
