import { icons, type IconNode } from 'lucide'

export function iconNode(name: string): IconNode {
  const node = (icons as Record<string, IconNode | undefined>)[name]
  if (!node) throw new Error(`Unknown lucide icon '${name}'`)
  return node
}
