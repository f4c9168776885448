// Kept apart from navigation-menu.tsx so the static navigation can share the look without importing Radix.

export const menuPanelClass = 'absolute top-full left-0 z-40 mt-2 w-[280px] rounded-2xl border border-line bg-white p-2 shadow-xl'

export const menuItemClass =
  'inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 aria-[current=page]:text-brand-700 motion-reduce:transition-none'
