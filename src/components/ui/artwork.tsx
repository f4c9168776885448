import type { ArtworkInput } from '#src/lib/artwork.ts'
import { cn } from '#src/lib/cn.ts'
import { Icon } from './icon.tsx'

/** The raster's brand gradients (lib/images.server.ts) as theme tokens. */
const GRADIENTS = [
  'from-brand-900 to-brand-600',
  'from-brand-950 to-accent-700',
  'from-brand-950 to-brand-700',
  'from-brand-800 to-brand-500',
  'from-brand-900 to-accent-700',
  'from-brand-950 to-brand-600',
] as const

type ArtworkProps = {
  artwork: ArtworkInput
  alt: string
  className?: string
}

// Drawn in HTML and CSS like the social-card raster: no request, and the largest paint is the first (docs/decisions/019-artwork-drawn-in-the-page.md).
export function Artwork({ artwork, alt, className }: ArtworkProps) {
  const titleSize =
    artwork.title.length > 70
      ? 'text-[length:4.33cqw]'
      : artwork.title.length > 45
        ? 'text-[length:5cqw]'
        : 'text-[length:5.8cqw]'
  return (
    <div
      role="img"
      aria-label={alt}
      data-slot="artwork"
      className={cn(
        '@container relative aspect-[1200/630] w-full overflow-hidden bg-linear-135 text-white',
        GRADIENTS[Math.abs(artwork.variant ?? 0) % GRADIENTS.length],
        className,
      )}
    >
      <div className="absolute -top-[19%] -right-[10%] aspect-square w-[43%] rounded-full bg-white/7" />
      <div className="absolute right-[11.7%] -bottom-[31.7%] aspect-square w-[35%] rounded-full bg-accent-500/16" />
      <div className="absolute inset-x-[6%] inset-y-[10.2%] flex flex-col justify-between">
        <div className="flex items-center gap-[2cqw]">
          <span className="flex aspect-square w-[8cqw] items-center justify-center rounded-[2cqw] bg-white/14">
            <Icon name={artwork.icon} strokeWidth={1.75} className="w-[4.7cqw]" />
          </span>
          {artwork.eyebrow ? (
            <span className="text-[length:2.33cqw] font-semibold tracking-[0.17cqw] text-accent-300 uppercase">
              {artwork.eyebrow}
            </span>
          ) : null}
        </div>
        <p className={cn('max-w-[82cqw] leading-[1.1] font-extrabold tracking-[-0.08cqw] text-balance', titleSize)}>
          {artwork.title}
        </p>
        <p className="flex items-center gap-[1.33cqw] text-[length:2.5cqw] font-semibold">
          <svg viewBox="0 0 32 32" className="w-[3.67cqw]" focusable="false">
            <rect x="2" y="6" width="17" height="17" rx="5" className="fill-brand-300" />
            <rect x="13" y="9" width="17" height="17" rx="5" className="fill-accent-500" opacity="0.9" />
          </svg>
          {artwork.brand}
        </p>
      </div>
    </div>
  )
}
