import { Accordion as Primitive } from 'radix-ui'
import { cn } from '#app/lib/cn.ts'

export function Accordion({ className, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root data-slot="accordion" className={cn('grid gap-3', className)} {...props} />
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      data-slot="accordion-item"
      className={cn(
        'rounded-2xl border border-line bg-white shadow-sm transition-shadow data-[state=open]:border-brand-200 data-[state=open]:shadow-md motion-reduce:transition-none',
        className,
      )}
      {...props}
    />
  )
}

/** The item's heading (an h3) and the button that toggles it. */
export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Header className="flex">
      <Primitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-brand-950 hover:text-brand-700 sm:px-6 sm:py-5 sm:text-lg',
          className,
        )}
        {...props}
      >
        {children}
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-colors group-data-[state=open]:bg-brand-600 group-data-[state=open]:text-white motion-reduce:transition-none">
          {/* lucide's chevron-down, inline: the primitive needs no icon module. */}
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
            className="size-5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </span>
      </Primitive.Trigger>
    </Primitive.Header>
  )
}

/**
 * The item's panel. It is always rendered (forceMount) and hidden while closed, so every answer is in the
 * prerendered HTML for search engines and the FAQ structured data (issue 3).
 */
export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content data-slot="accordion-content" forceMount className="data-[state=closed]:hidden" {...props}>
      <div className={cn('px-5 pb-5 text-base leading-7 text-muted sm:px-6 sm:pb-6', className)}>{children}</div>
    </Primitive.Content>
  )
}
