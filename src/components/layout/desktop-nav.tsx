import { ChevronDown } from 'lucide'
import { startTransition, useEffect, useState } from 'react'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { menuItemClass, menuPanelClass } from '#src/components/ui/navigation-menu-styles.ts'
import { headerNavigation, type HeaderItem } from '#src/content/navigation.ts'
import { cn } from '#src/lib/cn.ts'
import { currentPageProps } from '#src/lib/current-page.ts'
import type { DesktopNavMenuProps } from './desktop-nav-menu.tsx'

type MenuItem = Extract<HeaderItem, { kind: 'menu' }>

/** Tailwind's `xl` breakpoint (80rem), from which the header shows the desktop navigation. */
const DESKTOP_MEDIA_QUERY = '(min-width: 80rem)'

/**
 * The desktop navigation. The HTML is plain links with CSS dropdowns that keep the specification's timings (§4:
 * open 200 ms after the pointer enters, close 150 ms after it leaves; at once on keyboard focus), with or without
 * JavaScript, and every link is in the page for crawlers. The header island hydrates on the visitor's first
 * interaction; on a wide screen the Radix NavigationMenu (skip delay, arrow keys, Escape) then takes over, opening
 * whatever dropdown the pointer is already waiting on when its delay runs out (docs/decisions/016-astro-islands.md).
 */
export function DesktopNav({ currentPath }: { currentPath: string }) {
  const [enhanced, setEnhanced] = useState<{
    Menu: React.ComponentType<DesktopNavMenuProps>
    initialOpen: DesktopNavMenuProps['initialOpen']
  } | null>(null)
  useEffect(() => {
    let cancelled = false
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY)
    function load() {
      void import('./desktop-nav-menu.tsx').then((module) => {
        if (cancelled) return
        const initialOpen = pendingStaticDropdown()
        startTransition(() => setEnhanced({ Menu: module.DesktopNavMenu, initialOpen }))
      })
    }
    function onChange() {
      if (!desktop.matches) return
      desktop.removeEventListener('change', onChange)
      load()
    }
    if (desktop.matches) load()
    else desktop.addEventListener('change', onChange)
    return () => {
      cancelled = true
      desktop.removeEventListener('change', onChange)
    }
  }, [])
  if (enhanced) return <enhanced.Menu currentPath={currentPath} initialOpen={enhanced.initialOpen} />
  return <StaticDesktopNav currentPath={currentPath} />
}

/**
 * The dropdown of the static navigation that the pointer is on, and how long until its CSS open delay runs out
 * (0 when it is already open): the Radix menu opens the same dropdown then, so hydrating never restarts the delay.
 */
function pendingStaticDropdown(): { value: string; inMs: number } | null {
  const item = document.querySelector<HTMLElement>('[data-slot="static-nav-item"]:hover')
  const panel = item?.querySelector<HTMLElement>('[data-slot="static-nav-panel"]')
  if (!item?.dataset.value || !panel) return null
  if (getComputedStyle(panel).visibility === 'visible') return { value: item.dataset.value, inMs: 0 }
  const transition = panel.getAnimations().find((animation) => animation.playState === 'running')
  const elapsed = typeof transition?.currentTime === 'number' ? transition.currentTime : 0
  return { value: item.dataset.value, inMs: Math.max(0, STATIC_OPEN_DELAY_MS - elapsed) }
}

/** The CSS open delay of the static dropdowns (src/styles/app.css), the same as Radix's (ui/navigation-menu.tsx). */
const STATIC_OPEN_DELAY_MS = 200

function StaticDesktopNav({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Main" data-slot="static-nav" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {headerNavigation.map((item) =>
          item.kind === 'menu' ? (
            <li key={item.name} data-slot="static-nav-item" data-value={item.name} className="relative">
              <button type="button" className={cn(menuItemClass, 'group')}>
                {item.name}
                <SvgIcon node={ChevronDown} aria-hidden="true" className="size-4" />
              </button>
              <div data-slot="static-nav-panel" className={menuPanelClass}>
                <MenuLinks item={item} currentPath={currentPath} />
              </div>
            </li>
          ) : (
            <li key={item.name}>
              <a href={item.href} className={menuItemClass} {...currentPageProps(item.href, currentPath)}>
                {item.name}
              </a>
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
  currentPath,
  wrap = (link) => link,
}: {
  item: MenuItem
  currentPath: string
  wrap?: (link: React.ReactElement) => React.ReactElement
}) {
  return (
    <ul className="grid gap-0.5">
      {item.items.map((link) => (
        <li key={link.href}>
          {wrap(
            <a href={link.href} className={menuLinkClass} {...currentPageProps(link.href, currentPath)}>
              {link.name}
            </a>,
          )}
        </li>
      ))}
      <li className="mt-1 border-t border-line pt-1">
        {wrap(
          <a href={item.href} className="block rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            All {item.name.toLowerCase()}
          </a>,
        )}
      </li>
    </ul>
  )
}
