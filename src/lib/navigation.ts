import type { HeaderItem, NavigationItem } from '#src/collections/entries.ts'
import type { z } from 'zod'
import type { navigationSchema } from '#src/collections/schemas/navigation.ts'

type Menus = Record<'services' | 'industries', ReadonlyArray<NavigationItem>>

/** The header's links, a menu link carrying the pages its files list (content/navigation.yaml's `menu`). */
export function headerItems(header: z.infer<typeof navigationSchema>['header'], menus: Menus): Array<HeaderItem> {
  return header.map(({ name, href, menu }) => (menu ? { name, href, items: menus[menu] } : { name, href }))
}
