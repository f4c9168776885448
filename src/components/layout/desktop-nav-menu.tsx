import { NavLink } from 'react-router'
import { NavigationMenu as Primitive } from 'radix-ui'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '#src/components/ui/navigation-menu.tsx'
import { headerNavigation } from '#src/content/navigation.ts'
import { MenuLinks } from './desktop-nav.tsx'

const radixLink = (link: React.ReactElement) => <Primitive.Link asChild>{link}</Primitive.Link>

/** The Radix NavigationMenu version of the desktop navigation, loaded by DesktopNav once the page is idle. */
export function DesktopNavMenu() {
  return (
    <NavigationMenu aria-label="Main" className="hidden xl:block">
      <NavigationMenuList>
        {headerNavigation.map((item) =>
          item.kind === 'menu' ? (
            <NavigationMenuItem key={item.name} value={item.name}>
              <NavigationMenuTrigger>{item.name}</NavigationMenuTrigger>
              <NavigationMenuContent>
                <MenuLinks item={item} wrap={radixLink} />
              </NavigationMenuContent>
            </NavigationMenuItem>
          ) : (
            <NavigationMenuItem key={item.name}>
              <NavigationMenuLink asChild>
                <NavLink to={item.href} end>
                  {item.name}
                </NavLink>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ),
        )}
      </NavigationMenuList>
    </NavigationMenu>
  )
}
