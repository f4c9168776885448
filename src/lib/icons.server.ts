import { icons, type IconNode } from 'lucide'

/** An icon as SVG child elements: [tag, attributes] pairs, serialisable into loader data. */
export type { IconNode }

/**
 * Resolves a lucide icon name at build time. Records name their icons; loaders resolve only the icons their
 * page shows, so the browser never downloads an icon registry (docs/decisions/004-icons-in-loader-data.md).
 */
export function iconNode(name: string): IconNode {
  const node = (icons as Record<string, IconNode | undefined>)[name]
  if (!node) throw new Error(`Unknown lucide icon '${name}'`)
  return node
}

/** Replaces the `icon` name of each item with its resolved node. */
export function withIconNodes<T extends { icon?: string }>(
  items: ReadonlyArray<T>,
): Array<Omit<T, 'icon'> & { icon: IconNode | null }> {
  return items.map((item) => ({ ...item, icon: item.icon ? iconNode(item.icon) : null }))
}
