import { NavigationMenu as Primitive } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import {
  MENU_OPEN_DELAY_MS,
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  menuPanelClass,
} from '#src/components/ui/navigation-menu.tsx'
import type { HeaderItem } from '#src/collections/entries.ts'
import type { Navigation } from '#src/collections/schemas/navigation.ts'
import { currentPageProps } from '#src/lib/path-for.ts'
import { fillWords } from '#src/lib/words.ts'

// Static panels open by CSS until hydration; then Radix takes over the one hovered or focused (docs/decisions/016).
type DesktopNavProps = {
  items: ReadonlyArray<HeaderItem>
  currentPath: string
  labels: Pick<Navigation['labels'], 'mainMenu' | 'allLink'>
}

export function DesktopNav({ items, currentPath, labels }: DesktopNavProps) {
  const [value, setValue] = useState('')
  // Set in the same render as the hand-over: from then on Radix alone decides, and the CSS timings stand down.
  const [live, setLive] = useState(false)
  const handoff = useRef<number | undefined>(undefined)
  // A link of a static panel that had keyboard focus when Radix took over: focus moves to the same link in Radix's.
  const refocus = useRef<string | null>(null)

  useEffect(() => {
    const active = document.activeElement
    if (active instanceof HTMLAnchorElement && active.closest('[data-slot="static-nav-panel"]')) refocus.current = active.href
    const pending = pendingDropdown()
    // Reads what only the live page knows (the hovered item, the running CSS delay), so it must be an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pending?.inMs === 0) setValue(pending.value)
    else if (pending) {
      handoff.current = window.setTimeout(() => {
        if (pending.item.matches(':hover, :focus-within')) setValue(pending.value)
      }, pending.inMs)
    }
    setLive(true)
    return () => window.clearTimeout(handoff.current)
  }, [])

  useEffect(() => {
    if (!refocus.current || !value) return
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-slot="navigation-menu-content"] a')].find(
      (candidate) => candidate.href === refocus.current,
    )
    refocus.current = null
    link?.focus()
  }, [value])

  function onValueChange(next: string) {
    window.clearTimeout(handoff.current)
    setValue(next)
  }

  return (
    <NavigationMenu
      aria-label={labels.mainMenu}
      className="hidden lg:block"
      value={value}
      onValueChange={onValueChange}
      data-live={live ? '' : undefined}
    >
      <NavigationMenuList>
        {items.map((item) =>
          item.items ? (
            <NavigationMenuItem key={item.name} value={item.name} data-value={item.name}>
              <NavigationMenuTrigger>{item.name}</NavigationMenuTrigger>
              <NavigationMenuContent>
                <MenuLinks item={item} currentPath={currentPath} allLink={labels.allLink} radix />
              </NavigationMenuContent>
              <div data-slot="static-nav-panel" className={menuPanelClass}>
                <MenuLinks item={item} currentPath={currentPath} allLink={labels.allLink} />
              </div>
            </NavigationMenuItem>
          ) : (
            <NavigationMenuItem key={item.name}>
              <NavigationMenuLink asChild>
                <a href={item.href} {...currentPageProps(item.href, currentPath)}>
                  {item.name}
                </a>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ),
        )}
      </NavigationMenuList>
    </NavigationMenu>
  )
}

/** `inMs`: until the CSS open delay runs out, read from the running transition; 0 when open now. */
function pendingDropdown(): { item: HTMLElement; value: string; inMs: number } | null {
  // Focus on a trigger alone opens nothing, before hydration as after it (Enter does); focus in an open panel keeps it.
  const focused = document
    .querySelector('[data-slot="static-nav-panel"]:focus-within')
    ?.closest<HTMLElement>('[data-slot="navigation-menu-item"][data-value]')
  if (focused?.dataset.value) return { item: focused, value: focused.dataset.value, inMs: 0 }
  const item = document.querySelector<HTMLElement>('[data-slot="navigation-menu-item"][data-value]:hover')
  const panel = item?.querySelector<HTMLElement>('[data-slot="static-nav-panel"]')
  if (!item?.dataset.value || !panel) return null
  if (getComputedStyle(panel).visibility === 'visible') return { item, value: item.dataset.value, inMs: 0 }
  const transition = panel.getAnimations().find((animation) => animation.playState === 'running')
  const elapsed = typeof transition?.currentTime === 'number' ? transition.currentTime : 0
  return { item, value: item.dataset.value, inMs: Math.max(0, MENU_OPEN_DELAY_MS - elapsed) }
}

const menuLinkClass =
  'block rounded-xl px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

type MenuLinksProps = { item: HeaderItem; currentPath: string; allLink: string; radix?: boolean }

function MenuLinks({ item, currentPath, allLink, radix = false }: MenuLinksProps) {
  const wrap = (link: React.ReactElement) => (radix ? <Primitive.Link asChild>{link}</Primitive.Link> : link)
  return (
    <ul className="grid gap-0.5">
      {item.items?.map((link) => (
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
            {fillWords(allLink, { name: item.name.toLowerCase() })}
          </a>,
        )}
      </li>
    </ul>
  )
}
