import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { cn } from '#src/lib/cn.ts'
import type { IconNode } from '#src/lib/icons.server.ts'

/** The brand gradients of the generated artwork (scripts/artwork.ts), as theme tokens; `variant` picks one. */
const GRADIENTS = [
  'from-brand-900 to-brand-600',
  'from-brand-950 to-accent-700',
  'from-brand-950 to-brand-700',
  'from-brand-800 to-brand-500',
  'from-brand-900 to-accent-700',
  'from-brand-950 to-brand-600',
] as const

type OfferingHeroArtProps = {
  /** What the picture shows, for assistive technology (the record's `heroImage.alt`). */
  alt: string
  title: string
  eyebrow: string
  icon: IconNode
  /** Neighbouring pages get different gradients. */
  variant: number
  brand: string
  className?: string
}

/**
 * The hero image of a service or industry page (specification §2), drawn in HTML and CSS rather than fetched: the
 * same composition as the page's social card (icon tile, eyebrow, title, brand) at any width, with no request, so
 * the largest paint on a phone is the first paint (docs/quality.md). Sizes follow the picture's width (`cqw`),
 * as in the 1200×630 raster.
 */
export function OfferingHeroArt({ alt, title, eyebrow, icon, variant, brand, className }: OfferingHeroArtProps) {
  const titleSize = title.length > 45 ? 'text-[length:5cqw]' : 'text-[length:5.8cqw]'
  return (
    <div
      role="img"
      aria-label={alt}
      className={cn(
        '@container relative aspect-[1200/630] w-full overflow-hidden bg-linear-135 text-white',
        GRADIENTS[Math.abs(variant) % GRADIENTS.length],
        className,
      )}
    >
      <div className="absolute -top-[19%] -right-[10%] aspect-square w-[43%] rounded-full bg-white/7" />
      <div className="absolute right-[11.7%] -bottom-[31.7%] aspect-square w-[35%] rounded-full bg-accent-500/16" />
      <div className="absolute inset-x-[6%] inset-y-[10.2%] flex flex-col justify-between">
        <div className="flex items-center gap-[2cqw]">
          <span className="flex aspect-square w-[8cqw] items-center justify-center rounded-[2cqw] bg-white/14">
            <SvgIcon node={icon} strokeWidth={1.75} className="w-[4.7cqw]" />
          </span>
          <span className="text-[length:2.33cqw] font-semibold tracking-[0.17cqw] text-accent-300 uppercase">{eyebrow}</span>
        </div>
        <p className={cn('max-w-[82cqw] leading-[1.1] font-extrabold tracking-[-0.08cqw] text-balance', titleSize)}>{title}</p>
        <p className="flex items-center gap-[1.33cqw] text-[length:2.5cqw] font-semibold">
          <svg viewBox="0 0 32 32" className="w-[3.67cqw]" focusable="false">
            <rect x="2" y="6" width="17" height="17" rx="5" className="fill-brand-300" />
            <rect x="13" y="9" width="17" height="17" rx="5" className="fill-accent-500" opacity="0.9" />
          </svg>
          {brand}
        </p>
      </div>
    </div>
  )
}
