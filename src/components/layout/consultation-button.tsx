import { buttonVariants, type ButtonVariantProps } from '#src/components/ui/button.tsx'
import { bookingUrl, type BookingPlace } from '#src/lib/booking.ts'
import { cn } from '#src/lib/cn.ts'
import { site } from 'virtual:site-chrome'
import { ExternalLink } from './external-link.tsx'

type ConsultationButtonProps = ButtonVariantProps &
  Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
    /** Which booking page: the video consultation (default) or the 30-minute phone consultation. */
    booking?: keyof typeof site.booking
    /** The page the button is on and its place there, sent to the scheduler as attribution. */
    path: string
    place: BookingPlace
  }

/** The site's main call to action: the external booking page, in a new tab (specification §1). */
export function ConsultationButton({
  children = site.consultation.label,
  booking = 'video',
  path,
  place,
  variant,
  size,
  className,
  ...props
}: ConsultationButtonProps) {
  return (
    <ExternalLink
      href={bookingUrl(site.booking[booking], site.url, path, place)}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
    </ExternalLink>
  )
}
