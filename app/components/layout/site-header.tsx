import { NavLink, Link } from 'react-router'
import { NavigationMenu as Primitive } from 'radix-ui'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuStaticPanel,
  NavigationMenuTrigger,
} from '#app/components/ui/navigation-menu.tsx'
import { headerNavigation, type HeaderItem } from '#app/content/navigation.ts'
import { site } from '#app/site.ts'
import { BrandMark } from './brand-mark.tsx'
import { ConsultationButton } from './consultation-button.tsx'
import { MobileNav } from './mobile-nav.tsx'

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={`${site.name} home`}>
          <BrandMark />
        </Link>
        <NavigationMenu aria-label="Main" className="hidden xl:block">
          <NavigationMenuList>
            {headerNavigation.map((item) =>
              item.kind === 'menu' ? (
                <NavigationMenuItem key={item.name} value={item.name}>
                  <NavigationMenuTrigger>{item.name}</NavigationMenuTrigger>
                  <NavigationMenuContent>
                    <MenuLinks item={item} radix />
                  </NavigationMenuContent>
                  <NavigationMenuStaticPanel>
                    <MenuLinks item={item} />
                  </NavigationMenuStaticPanel>
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
        <div className="flex items-center gap-2">
          <ConsultationButton size="sm" className="hidden sm:inline-flex">
            Free Consultation
          </ConsultationButton>
          <MobileNav />
        </div>
      </div>
    </header>
  )
}

const menuLinkClass =
  'block rounded-xl px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

/** A dropdown's links; inside Radix's panel each is a NavigationMenu.Link so arrow keys and selection work. */
function MenuLinks({ item, radix = false }: { item: Extract<HeaderItem, { kind: 'menu' }>; radix?: boolean }) {
  const wrap = (link: React.ReactElement) => (radix ? <Primitive.Link asChild>{link}</Primitive.Link> : link)
  return (
    <ul className="grid gap-0.5">
      {item.items.map((link) => (
        <li key={link.href}>
          {wrap(
            <NavLink to={link.href} className={menuLinkClass}>
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
