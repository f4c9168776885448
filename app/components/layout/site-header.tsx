import { NavLink, Link } from 'react-router'
import { NavigationMenu as Primitive } from 'radix-ui'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '#app/components/ui/navigation-menu.tsx'
import { headerNavigation } from '#app/content/navigation.ts'
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
                    <ul className="grid gap-0.5">
                      {item.items.map((link) => (
                        <li key={link.href}>
                          <Primitive.Link asChild>
                            <NavLink
                              to={link.href}
                              className="block rounded-xl px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                            >
                              {link.name}
                            </NavLink>
                          </Primitive.Link>
                        </li>
                      ))}
                      <li className="mt-1 border-t border-line pt-1">
                        <Primitive.Link asChild>
                          <Link
                            to={item.href}
                            className="block rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                          >
                            All {item.name.toLowerCase()}
                          </Link>
                        </Primitive.Link>
                      </li>
                    </ul>
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
