import { buttonVariants, type ButtonVariantProps } from '#src/components/ui/button.tsx'
import { bookingHref } from '#src/lib/booking.ts'
import { cn } from '#src/lib/cn.ts'
import { site } from 'virtual:site-chrome'
import { ExternalLink } from './external-link.tsx'

type ConsultationButtonProps = ButtonVariantProps & {
  children?: React.ReactNode
  className?: string
  /** Which booking page: the video consultation (default) or the 30-minute phone consultation. */
  booking?: keyof typeof site.booking
}

/**
 * The site's main call to action: the external booking page, in a new tab (specification §1). Until the business
 * supplies its booking page (content/site.yaml), the button leads to the Contact page instead.
 */
export function ConsultationButton({
  children = site.consultation.label,
  booking = 'video',
  variant,
  size,
  className,
}: ConsultationButtonProps) {
  const href = bookingHref(site.booking, booking)
  const classes = cn(buttonVariants({ variant, size }), className)
  if (href.startsWith('/')) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <ExternalLink href={href} className={classes}>
      {children}
    </ExternalLink>
  )
}
