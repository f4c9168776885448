import { iconNode } from '#src/lib/icons.server.ts'
import { SvgIcon } from './svg-icon.tsx'

/** A lucide icon by name, drawn at build time: static components only (islands import their icons one by one). */
export function Icon({ name, ...props }: { name: string | undefined } & Omit<React.ComponentProps<typeof SvgIcon>, 'node'>) {
  return name ? <SvgIcon node={iconNode(name)} {...props} /> : null
}
