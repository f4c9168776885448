import { icons, type IconNode } from 'lucide'

/** A lucide icon's node data by name; the registry stays on the build side (docs/decisions/024-astro-native-content.md). */
export function iconNode(name: string): IconNode {
  const node = (icons as Record<string, IconNode | undefined>)[name]
  if (!node) throw new Error(`Unknown lucide icon '${name}'`)
  return node
}
