import { buttonVariants, type ButtonVariantProps } from '#src/components/ui/button.tsx'
import { cn } from '#src/lib/cn.ts'
import { site } from 'virtual:site-chrome'
import { ExternalLink } from './external-link.tsx'

type ConsultationButtonProps = ButtonVariantProps & {
  children?: React.ReactNode
  className?: string
  /** Which booking page: the video consultation (default) or the 30-minute phone consultation. */
  booking?: keyof typeof site.booking
}

/** The site's main call to action: the external booking page, in a new tab (specification §1). */
export function ConsultationButton({
  children = site.consultation.label,
  booking = 'video',
  variant,
  size,
  className,
}: ConsultationButtonProps) {
  return (
    <ExternalLink href={site.booking[booking]} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </ExternalLink>
  )
}
