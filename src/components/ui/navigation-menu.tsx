import { ChevronDown } from 'lucide'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { NavigationMenu as Primitive } from 'radix-ui'
import { cn } from '#src/lib/cn.ts'

/** A dropdown panel, 280 px wide (specification §9). */
export const menuPanelClass = 'absolute top-full left-0 z-40 mt-2 w-[280px] rounded-2xl border border-line bg-white p-2 shadow-xl'

const menuItemClass =
  'inline-flex h-10 items-center gap-1 rounded-full px-2 text-sm whitespace-nowrap xl:px-3 font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 aria-[current=page]:text-brand-700 motion-reduce:transition-none'

// Radix's defaults, spelled out: specification §4 fixes these timings whatever upstream's defaults become.
export const MENU_OPEN_DELAY_MS = 200
export const MENU_SKIP_DELAY_MS = 300

export function NavigationMenu({ className, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      data-slot="navigation-menu"
      delayDuration={MENU_OPEN_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      className={cn('relative', className)}
      {...props}
    />
  )
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof Primitive.List>) {
  return <Primitive.List data-slot="navigation-menu-list" className={cn('flex items-center xl:gap-1', className)} {...props} />
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item data-slot="navigation-menu-item" className={cn('relative', className)} {...props} />
}

// Specification §4: the pointer opens the dropdowns. Radix's trigger also toggles on click, which closed the panel a
// mouse had just opened by hovering. A mouse click, or one replayed after the header woke (untrusted), leaves an open
// panel open; keys and touch still toggle (docs/decisions/036).
function keepHoverOpen(event: React.MouseEvent<HTMLButtonElement>) {
  const byPointer = (event.nativeEvent as PointerEvent).pointerType === 'mouse' || !event.nativeEvent.isTrusted
  if (byPointer && event.currentTarget.dataset.state === 'open') event.preventDefault()
}

export function NavigationMenuTrigger({ className, children, ...props }: React.ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      data-slot="navigation-menu-trigger"
      className={cn(menuItemClass, 'group', className)}
      onClick={keepHoverOpen}
      {...props}
    >
      {children}
      <SvgIcon
        node={ChevronDown}
        aria-hidden="true"
        className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </Primitive.Trigger>
  )
}

export function NavigationMenuContent({ className, ...props }: React.ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content data-slot="navigation-menu-content" className={cn(menuPanelClass, className)} {...props} />
}

export function NavigationMenuLink({ className, ...props }: React.ComponentProps<typeof Primitive.Link>) {
  return <Primitive.Link data-slot="navigation-menu-link" className={cn(menuItemClass, className)} {...props} />
}
