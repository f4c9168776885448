import { buttonVariants, type ButtonVariantProps } from '#src/components/ui/button.tsx'
import { bookingUrl, type Booking, type BookingPlace } from '#src/lib/booking.ts'
import { GOALS } from '#src/lib/goals.ts'
import { ExternalLink } from './external-link.tsx'

type ConsultationButtonProps = ButtonVariantProps &
  Omit<React.ComponentProps<typeof ExternalLink>, 'href' | 'newTab'> & {
    booking: Booking
    place: BookingPlace
    kind?: keyof Booking['pages']
  }

export function ConsultationButton({
  booking,
  place,
  kind = 'video',
  variant,
  size,
  className,
  children,
  ...props
}: ConsultationButtonProps) {
  return (
    <ExternalLink
      href={bookingUrl(booking.pages[kind], booking.siteUrl, booking.path, place)}
      newTab={booking.newTab}
      className={buttonVariants({ variant, size, className })}
      // app.css keys off the place: the header's button gives way while the hero's is on screen.
      data-place={place}
      data-goal={GOALS.booking}
      {...props}
    >
      {children ?? booking.label}
    </ExternalLink>
  )
}
