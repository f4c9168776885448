import { ChevronDown } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { startTransition, useEffect, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { menuItemClass, menuPanelClass } from '#src/components/ui/navigation-menu-styles.ts'
import { headerNavigation, type HeaderItem } from '#src/content/navigation.ts'
import { cn } from '#src/lib/cn.ts'

type MenuItem = Extract<HeaderItem, { kind: 'menu' }>
type EnhancedNav = React.ComponentType

/** Tailwind's `xl` breakpoint (80rem), from which the header shows the desktop navigation. */
const DESKTOP_MEDIA_QUERY = '(min-width: 80rem)'

/**
 * The desktop navigation. The prerendered HTML and the first render are plain links with CSS dropdowns (they open
 * on hover and keyboard focus, with or without JavaScript, and put every link in the HTML for crawlers). Once the
 * browser is idle and the viewport is wide enough to show it, the Radix NavigationMenu version (the specification's
 * hover delays, arrow keys, Escape) is loaded and takes over, keeping its ~12 KB out of the JavaScript every page
 * needs to become interactive (docs/decisions/006-javascript-budget.md), and off phones altogether.
 */
export function DesktopNav() {
  const [Enhanced, setEnhanced] = useState<EnhancedNav | null>(null)
  useEffect(() => {
    let cancelled = false
    let cancelIdle = () => {}
    const load = () =>
      void import('./desktop-nav-menu.tsx').then((module) => {
        // A transition, so rendering the menu yields to the browser instead of blocking it in one long task.
        if (!cancelled) startTransition(() => setEnhanced(() => module.DesktopNavMenu))
      })
    function loadWhenIdle() {
      // Safari has no requestIdleCallback: a short timeout stands in for it there.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(load, { timeout: 1500 })
        cancelIdle = () => window.cancelIdleCallback(handle)
      } else {
        const handle = window.setTimeout(load, 200)
        cancelIdle = () => window.clearTimeout(handle)
      }
    }
    // Below the xl breakpoint the desktop navigation is hidden: load the menu only once it can be seen.
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY)
    function onChange() {
      if (!desktop.matches) return
      desktop.removeEventListener('change', onChange)
      loadWhenIdle()
    }
    if (desktop.matches) loadWhenIdle()
    else desktop.addEventListener('change', onChange)
    return () => {
      cancelled = true
      cancelIdle()
      desktop.removeEventListener('change', onChange)
    }
  }, [])
  return Enhanced ? <Enhanced /> : <StaticDesktopNav />
}

function StaticDesktopNav() {
  return (
    <nav aria-label="Main" data-slot="static-nav" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {headerNavigation.map((item) =>
          item.kind === 'menu' ? (
            <li key={item.name} data-slot="static-nav-item" className="relative">
              <button type="button" className={cn(menuItemClass, 'group')}>
                {item.name}
                <SvgIcon node={ChevronDown} aria-hidden="true" className="size-4" />
              </button>
              <div data-slot="static-nav-panel" className={cn(menuPanelClass, 'hidden')}>
                <MenuLinks item={item} />
              </div>
            </li>
          ) : (
            <li key={item.name}>
              <NavLink to={item.href} end className={menuItemClass}>
                {item.name}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

const menuLinkClass =
  'block rounded-xl px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

/** A dropdown's links; the Radix version wraps each in NavigationMenu.Link through `wrap`. */
export function MenuLinks({
  item,
  wrap = (link) => link,
}: {
  item: MenuItem
  wrap?: (link: React.ReactElement) => React.ReactElement
}) {
  return (
    <ul className="grid gap-0.5">
      {item.items.map((link) => (
        <li key={link.href}>
          {wrap(
            <NavLink to={link.href} end className={menuLinkClass}>
              {link.name}
            </NavLink>,
          )}
        </li>
      ))}
      <li className="mt-1 border-t border-line pt-1">
        {wrap(
          <Link to={item.href} className="block rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            All {item.name.toLowerCase()}
          </Link>,
        )}
      </li>
    </ul>
  )
}
