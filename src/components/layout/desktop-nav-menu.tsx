import { NavigationMenu as Primitive } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '#src/components/ui/navigation-menu.tsx'
import { headerNavigation } from '#src/content/navigation.ts'
import { currentPageProps } from '#src/lib/current-page.ts'
import { MenuLinks } from './desktop-nav.tsx'

export type DesktopNavMenuProps = {
  currentPath: string
  /** The dropdown the pointer was already waiting on in the static navigation, and when to open it. */
  initialOpen: { value: string; inMs: number } | null
}

const radixLink = (link: React.ReactElement) => <Primitive.Link asChild>{link}</Primitive.Link>

/** The Radix NavigationMenu version of the desktop navigation, loaded by DesktopNav once the header is live. */
export function DesktopNavMenu({ currentPath, initialOpen }: DesktopNavMenuProps) {
  const [value, setValue] = useState(initialOpen?.inMs === 0 ? initialOpen.value : '')
  const handoff = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!initialOpen || initialOpen.inMs === 0) return
    handoff.current = window.setTimeout(() => {
      const trigger = document.querySelector(`[data-slot="navigation-menu-trigger"][data-value="${initialOpen.value}"]`)
      if (trigger?.matches(':hover')) setValue(initialOpen.value)
    }, initialOpen.inMs)
    return () => window.clearTimeout(handoff.current)
  }, [initialOpen])

  function onValueChange(next: string) {
    // Radix decided (the pointer moved on or left): the pending hand-off no longer applies.
    window.clearTimeout(handoff.current)
    setValue(next)
  }

  return (
    <NavigationMenu aria-label="Main" className="hidden xl:block" value={value} onValueChange={onValueChange}>
      <NavigationMenuList>
        {headerNavigation.map((item) =>
          item.kind === 'menu' ? (
            <NavigationMenuItem key={item.name} value={item.name}>
              <NavigationMenuTrigger data-value={item.name}>{item.name}</NavigationMenuTrigger>
              <NavigationMenuContent>
                <MenuLinks item={item} currentPath={currentPath} wrap={radixLink} />
              </NavigationMenuContent>
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
